import { runMigrations } from '@crema/database';
import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface MigratedTestDatabase extends TestDatabase {
  /** A connection to the database, with the service's migrations applied. */
  dataSource: DataSource;
}

/**
 * A fresh database holding one service's schema, migrated, and a connection to it for assertions;
 * `drop()` closes that connection and drops the database.
 */
export async function createMigratedTestDatabase(
  createDataSource: (url: string, poolSize: number) => DataSource,
  poolSize = 2,
): Promise<MigratedTestDatabase> {
  const database = await createTestDatabase();
  try {
    const dataSource = await createDataSource(database.url, poolSize).initialize();
    await runMigrations(dataSource);
    return {
      url: database.url,
      dataSource,
      async drop() {
        await dataSource.destroy();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
