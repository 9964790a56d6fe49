import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { maintenanceUrl } from '@crema/database';
import { uniqueName } from './unique-name';

export interface TestServiceRoles {
  /** What a service's migrate.js needs to create its role: DATABASE_ROLE and DATABASE_ROLE_PASSWORD. */
  migrateEnvOf(service: string): { DATABASE_ROLE: string; DATABASE_ROLE_PASSWORD: string };
  /** The DATABASE_URL of a deployable of `service` (the service or its worker): its own role's. */
  urlOf(service: string): string;
  /** The role names, by service. */
  readonly names: ReadonlyMap<string, string>;
  /**
   * Removes the run's roles: first their privileges in the run's database (DROP OWNED), then the
   * roles. Call it once no process is connected as them.
   */
  drop(): Promise<void>;
}

/**
 * One database role per service for one test run (ADR 0033). Roles are cluster-wide and runs share
 * the test server, often at once: each run gets names of its own (`crema_test_…_<service>`) and
 * random passwords, so no run changes a role (and its password) another run is using; `drop()`
 * leaves nothing behind.
 */
export function createTestServiceRoles(ownerUrl: string, services: readonly string[]): TestServiceRoles {
  const prefix = uniqueName('crema_test');
  const roles = new Map(
    services.map((service) => [
      service,
      { name: `${prefix}_${service}`, password: randomBytes(24).toString('hex') },
    ]),
  );
  const roleOf = (service: string) => {
    const role = roles.get(service);
    if (!role) throw new Error(`No database role for ${service}`);
    return role;
  };
  return {
    names: new Map([...roles].map(([service, role]) => [service, role.name])),
    migrateEnvOf: (service) => {
      const role = roleOf(service);
      return { DATABASE_ROLE: role.name, DATABASE_ROLE_PASSWORD: role.password };
    },
    urlOf: (service) => {
      const role = roleOf(service);
      const url = new URL(ownerUrl);
      url.username = role.name;
      url.password = role.password;
      return url.toString();
    },
    drop: () =>
      dropRoles(
        ownerUrl,
        [...roles.values()].map((role) => role.name),
      ),
  };
}

async function dropRoles(ownerUrl: string, names: string[]): Promise<void> {
  await withClient(ownerUrl, async (client) => {
    const found = await client.query<{ rolname: string }>(
      'SELECT rolname FROM pg_roles WHERE rolname = ANY($1::text[])',
      [names],
    );
    const roles = found.rows.map((row) => client.escapeIdentifier(row.rolname));
    if (roles.length > 0) await client.query(`DROP OWNED BY ${roles.join(', ')}`);
  }).catch((error: unknown) => {
    // The database is gone already (invalid_catalog_name), and with it the privileges it held.
    if ((error as { code?: string }).code !== '3D000') throw error;
  });
  await withClient(maintenanceUrl(ownerUrl), async (client) => {
    for (const name of names) await client.query(`DROP ROLE IF EXISTS ${client.escapeIdentifier(name)}`);
  });
}

async function withClient(url: string, work: (client: Client) => Promise<void>): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
