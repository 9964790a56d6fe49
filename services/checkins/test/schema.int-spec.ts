import { runMigrations, schemaDrift } from '@crema/database';
import { createMigratedTestDatabase, type MigratedTestDatabase } from '@crema/testing';
import type { DataSource } from 'typeorm';
import { createCheckinsDataSource } from '../src/database/checkins-data-source';

describe('the checkins schema', () => {
  let database: MigratedTestDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await createMigratedTestDatabase(createCheckinsDataSource, 1);
    db = database.dataSource;
  });
  afterAll(() => database?.drop());

  it('matches the entities exactly (no drift between entities and migrations)', async () => {
    expect(await schemaDrift(db)).toEqual([]);
  });

  it('migrates down and up again', async () => {
    await db.undoLastMigration();
    await runMigrations(db);
    expect(await schemaDrift(db)).toEqual([]);
  });
});
