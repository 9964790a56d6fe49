import { runMigrations, schemaDrift } from '@crema/database';
import { createTestDatabase, type TestDatabase } from '@crema/testing';
import type { DataSource } from 'typeorm';
import { createCheckinsDataSource } from '../src/database/checkins-data-source';

describe('the checkins schema', () => {
  let database: TestDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = await createCheckinsDataSource(database.url, 1).initialize();
    await runMigrations(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('matches the entities exactly (no drift between entities and migrations)', async () => {
    expect(await schemaDrift(db)).toEqual([]);
  });

  it('migrates down and up again', async () => {
    await db.undoLastMigration();
    await runMigrations(db);
    expect(await schemaDrift(db)).toEqual([]);
  });
});
