import { Client } from 'pg';
import { loadEnv, testingEnv } from '@crema/config';
import { containerPostgresAdminUrl, containerRuntimeAvailable } from './containers';
import { isReachable } from './tcp-probe';
import { uniqueName } from './unique-name';

export interface TestDatabase {
  /** postgres://… of the new, empty database. */
  url: string;
  /** Drops the database, closing whatever connections are still open on it. */
  drop(): Promise<void>;
}

/** Creates a fresh, uniquely named database on the test server, so runs never see each other's data. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = await postgresAdminUrl();
  const name = uniqueName('crema_test');
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`),
      ),
  };
}

async function withAdmin(adminUrl: string, work: (admin: Client) => Promise<unknown>): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

/** The configured server when it answers; else a container where a container runtime exists. */
async function postgresAdminUrl(): Promise<string> {
  const configured = loadEnv(testingEnv).TEST_DATABASE_ADMIN_URL;
  if (await isReachable(configured, 5432)) return configured;
  if (await containerRuntimeAvailable()) return containerPostgresAdminUrl();
  throw new Error(
    `PostgreSQL is not reachable at ${configured} (TEST_DATABASE_ADMIN_URL) and no container runtime is available`,
  );
}
