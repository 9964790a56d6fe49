import { runMigrations, schemaDrift } from '@crema/database';
import { createMigratedTestDatabase, type MigratedTestDatabase } from '@crema/testing';
import type { DataSource } from 'typeorm';
import { createSocialDataSource } from '../src/database/social-data-source';

describe('the social schema', () => {
  let database: MigratedTestDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await createMigratedTestDatabase(createSocialDataSource, 1);
    db = database.dataSource;
  });
  afterAll(() => database?.drop());

  it('matches the entities exactly (no drift between entities and migrations)', async () => {
    expect(await schemaDrift(db)).toEqual([]);
  });

  it('migrates down and up again, leaving pg_trgm (other schemas may use it) in place', async () => {
    await db.undoLastMigration();
    const extensions: unknown[] = await db.query(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`);
    expect(extensions).toHaveLength(1);
    await runMigrations(db);
    expect(await schemaDrift(db)).toEqual([]);
  });

  it('refuses to let anyone follow themselves', async () => {
    await expect(
      db.query(`INSERT INTO social.follows (follower_id, following_id) VALUES (1, 1)`),
    ).rejects.toThrow(/follows_not_self_check/);
  });
});
