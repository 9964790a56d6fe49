import { Client } from 'pg';
import { createLogger } from '@crema/observability';
import { migrateServiceSchema, pendingMigrations } from '@crema/database';
import { createTestDatabase, type TestDatabase } from '@crema/testing';
import { createIdentityDataSource } from '../../services/identity/src/database/identity-data-source';

/**
 * The two ways Kubernetes runs a service's migrate.js (deploy/k8s/migrate-job.yaml and each
 * Deployment's wait-for-migrations init container), against the real local PostgreSQL.
 */
const logger = createLogger('migrations-test', 'silent');
let database: TestDatabase;

const migrate = (wait: boolean, waitLimitMs = 60_000) =>
  migrateServiceSchema({
    service: 'identity',
    databaseUrl: database.url,
    logger,
    createDataSource: createIdentityDataSource,
    wait,
    waitLimitMs,
  });

beforeEach(async () => {
  database = await createTestDatabase();
  process.exitCode = 0;
});
afterEach(async () => {
  process.exitCode = 0;
  await database.drop();
});

async function pending(): Promise<string[]> {
  const dataSource = await createIdentityDataSource(database.url, 1).initialize();
  try {
    return await pendingMigrations(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

describe('migrate.js', () => {
  it('--wait holds until the migrations are applied, then succeeds without applying any itself', async () => {
    expect((await pending()).length).toBeGreaterThan(0);
    let waited = false;
    const waiting = migrate(true).then(() => {
      waited = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(waited).toBe(false);
    expect((await pending()).length).toBeGreaterThan(0);
    await migrate(false);
    await waiting;
    expect(await pending()).toEqual([]);
    expect(process.exitCode).toBe(0);
  }, 30_000);

  it('--wait fails (exit 1) when the migrations never come', async () => {
    await migrate(true, 1_000);
    expect(process.exitCode).toBe(1);
  }, 30_000);

  it('runs one at a time per service: a run waits while another holds the advisory lock', async () => {
    const holder = new Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query(`SELECT pg_advisory_lock(hashtext('crema.migrate.' || $1))`, ['identity']);
      let done = false;
      const running = migrate(false).then(() => {
        done = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(done).toBe(false);
      expect((await pending()).length).toBeGreaterThan(0);
      await holder.query(`SELECT pg_advisory_unlock(hashtext('crema.migrate.' || $1))`, ['identity']);
      await running;
    } finally {
      await holder.end();
    }
    expect(await pending()).toEqual([]);
    // A second run of the same release finds nothing to do.
    await migrate(false);
    expect(process.exitCode).toBe(0);
  }, 30_000);
});
