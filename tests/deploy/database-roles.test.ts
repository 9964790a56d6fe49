import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Client } from 'pg';
import { createLogger } from '@crema/observability';
import { ensureLoginRole, migrateServiceSchema } from '@crema/database';
import {
  createTestDatabase,
  createTestServiceRoles,
  type TestDatabase,
  type TestServiceRoles,
} from '@crema/testing';
import { createCheckinsDataSource } from '../../services/checkins/src/database/checkins-data-source';
import { createIdentityDataSource } from '../../services/identity/src/database/identity-data-source';
import { withClient } from './pg-client';

/**
 * One PostgreSQL role per service (ADR 0033), against the real local PostgreSQL: migrate.js as the
 * owner creates each service's role, which may use its own schema and nothing else.
 */
const logger = createLogger('database-roles-test', 'silent');
const createDataSources = { identity: createIdentityDataSource, checkins: createCheckinsDataSource };
type Service = keyof typeof createDataSources;

let database: TestDatabase;
let roles: TestServiceRoles;

function migrate(service: Service): Promise<void> {
  const { DATABASE_ROLE, DATABASE_ROLE_PASSWORD } = roles.migrateEnvOf(service);
  return migrateServiceSchema({
    service,
    databaseUrl: database.url,
    role: { name: DATABASE_ROLE, password: DATABASE_ROLE_PASSWORD },
    logger,
    createDataSource: createDataSources[service],
    wait: false,
  });
}

const asRole = <T>(service: Service, work: (client: Client) => Promise<T>) =>
  withClient(roles.urlOf(service), work);
const asOwner = <T>(work: (client: Client) => Promise<T>) => withClient(database.url, work);

/** The error code a statement fails with, or 'ok'. */
async function outcome(client: Client, sql: string): Promise<string> {
  try {
    await client.query(sql);
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const INSUFFICIENT_PRIVILEGE = '42501';

interface ScramClient {
  startSession(mechanisms: string[]): { clientNonce: string; response: string };
  continueSession(session: object, password: string, serverFirst: string): Promise<void>;
  finalizeSession(session: object, serverFinal: string): void;
}
// node-postgres's own SCRAM client (what the services log in with), so the check below does not
// trust this repository's verifier code to check itself.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an internal module without types
const scram = require('pg/lib/crypto/sasl') as ScramClient;

/**
 * Whether a server holding `verifier` (pg_authid.rolpassword) accepts `password` from
 * node-postgres, as PostgreSQL's SCRAM-SHA-256 exchange does (RFC 5802 §3, without channel
 * binding): the client's proof must match StoredKey, and the server's signature from ServerKey
 * must satisfy the client.
 */
async function serverAccepts(verifier: string, password: string): Promise<boolean> {
  const [, iterations = '', salt = '', storedKey = '', serverKey = ''] =
    /^SCRAM-SHA-256\$(\d+):([^$]+)\$([^:]+):(.+)$/.exec(verifier) ?? [];
  const session = scram.startSession(['SCRAM-SHA-256']);
  const nonce = `${session.clientNonce}server-nonce`;
  const serverFirst = `r=${nonce},s=${salt},i=${iterations}`;
  await scram.continueSession(session, password, serverFirst);
  const [withoutProof = '', proof = ''] = session.response.split(',p=');
  const authMessage = `n=*,r=${session.clientNonce},${serverFirst},${withoutProof}`;
  const stored = Buffer.from(storedKey, 'base64');
  const signature = createHmac('sha256', stored).update(authMessage).digest();
  const clientKey = Buffer.from(proof, 'base64').map((byte, index) => byte ^ (signature[index] ?? 0));
  if (!timingSafeEqual(createHash('sha256').update(clientKey).digest(), stored)) return false;
  const serverSignature = createHmac('sha256', Buffer.from(serverKey, 'base64')).update(authMessage).digest();
  scram.finalizeSession(session, `v=${serverSignature.toString('base64')}`);
  return true;
}

const verifierOf = async (role: string) =>
  asOwner(
    async (client) =>
      (
        await client.query<{ rolpassword: string | null }>(
          'SELECT rolpassword FROM pg_authid WHERE rolname = $1',
          [role],
        )
      ).rows[0]?.rolpassword ?? '',
  );

/** Every grant that touches the two roles: the database's, the schemas', the tables' and the defaults. */
async function privileges(): Promise<{ kind: string; name: string; acl: string | null }[]> {
  return asOwner(async (client) => {
    const names = [...roles.names.values()];
    const rows = await client.query<{ kind: string; name: string; acl: string | null }>(
      `SELECT 'database' AS kind, datname AS name, datacl::text AS acl FROM pg_database WHERE datname = current_database()
       UNION ALL SELECT 'schema', nspname, nspacl::text FROM pg_namespace WHERE nspname IN ('public', 'identity', 'checkins')
       UNION ALL SELECT 'relation', n.nspname || '.' || c.relname, c.relacl::text
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname IN ('identity', 'checkins')
       UNION ALL SELECT 'default', n.nspname || ':' || d.defaclobjtype::text, d.defaclacl::text
         FROM pg_default_acl d JOIN pg_namespace n ON n.oid = d.defaclnamespace
       UNION ALL SELECT 'role', rolname, rolcanlogin::text || rolsuper::text FROM pg_roles WHERE rolname = ANY($1::text[])
       ORDER BY 1, 2`,
      [names],
    );
    return rows.rows;
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  roles = createTestServiceRoles(database.url, ['identity', 'checkins']);
  process.exitCode = 0;
  // Side by side, as compose's one-shots and the Kubernetes Job run them.
  await Promise.all([migrate('identity'), migrate('checkins')]);
  expect(process.exitCode).toBe(0);
}, 60_000);

afterAll(async () => {
  process.exitCode = 0;
  await roles?.drop();
  await database?.drop();
});

describe('one database role per service', () => {
  it('lets identity read and write its own tables, and only read its migrations table', async () => {
    await asRole('identity', async (client) => {
      expect(await outcome(client, 'SELECT count(*) FROM identity.users')).toBe('ok');
      expect(await outcome(client, 'SELECT count(*) FROM identity.migrations')).toBe('ok');
      expect(await outcome(client, 'DELETE FROM identity.outbox')).toBe('ok');
      expect(await outcome(client, 'DELETE FROM identity.migrations')).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });

  it("refuses identity every table of checkins, and checkins identity.users' hashes", async () => {
    await asRole('identity', async (client) => {
      expect(await outcome(client, 'SELECT count(*) FROM checkins.check_ins')).toBe(INSUFFICIENT_PRIVILEGE);
      expect(await outcome(client, 'SELECT count(*) FROM checkins.outbox')).toBe(INSUFFICIENT_PRIVILEGE);
    });
    await asRole('checkins', async (client) => {
      expect(await outcome(client, 'SELECT count(*) FROM checkins.check_ins')).toBe('ok');
      expect(await outcome(client, 'SELECT password_hash FROM identity.users')).toBe(INSUFFICIENT_PRIVILEGE);
      expect(await outcome(client, 'DELETE FROM identity.users')).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });

  it('lets no service role create anything: not in public, not in its own schema, no temporary table', async () => {
    for (const service of ['identity', 'checkins'] as const) {
      await asRole(service, async (client) => {
        expect(await outcome(client, 'CREATE TABLE public.planted (id int)')).toBe(INSUFFICIENT_PRIVILEGE);
        expect(await outcome(client, `CREATE TABLE ${service}.planted (id int)`)).toBe(
          INSUFFICIENT_PRIVILEGE,
        );
        expect(await outcome(client, 'CREATE TEMPORARY TABLE planted (id int)')).toBe(INSUFFICIENT_PRIVILEGE);
        expect(await outcome(client, 'CREATE SCHEMA planted')).toBe(INSUFFICIENT_PRIVILEGE);
      });
    }
  });

  it('gives each role a login with the configured password (stored as a SCRAM verifier), and no powers', async () => {
    const { DATABASE_ROLE, DATABASE_ROLE_PASSWORD } = roles.migrateEnvOf('identity');
    const [role] = await asOwner(
      async (client) =>
        (
          await client.query<{
            rolpassword: string;
            rolcanlogin: boolean;
            rolsuper: boolean;
            rolcreaterole: boolean;
          }>('SELECT rolpassword, rolcanlogin, rolsuper, rolcreaterole FROM pg_authid WHERE rolname = $1', [
            DATABASE_ROLE,
          ])
        ).rows,
    );
    expect(role).toMatchObject({ rolcanlogin: true, rolsuper: false, rolcreaterole: false });
    expect(role?.rolpassword).toMatch(/^SCRAM-SHA-256\$4096:/);
    expect(await serverAccepts(role?.rolpassword ?? '', DATABASE_ROLE_PASSWORD)).toBe(true);
    expect(await serverAccepts(role?.rolpassword ?? '', `${DATABASE_ROLE_PASSWORD}x`)).toBe(false);
  });

  it("leaves an existing role's password alone when a migrate run names none (a bare migrate.js)", async () => {
    const { DATABASE_ROLE, DATABASE_ROLE_PASSWORD } = roles.migrateEnvOf('checkins');
    const before = await verifierOf(DATABASE_ROLE);
    await ensureLoginRole(database.url, { name: DATABASE_ROLE });
    expect(await verifierOf(DATABASE_ROLE)).toBe(before);
    expect(await serverAccepts(before, DATABASE_ROLE_PASSWORD)).toBe(true);
  });

  it('grants the same again when migrate.js runs again: idempotent, and the roles keep working', async () => {
    const before = await privileges();
    await Promise.all([migrate('identity'), migrate('checkins'), migrate('identity')]);
    expect(process.exitCode).toBe(0);
    expect(await privileges()).toEqual(before);
    await asRole('identity', async (client) => {
      expect(await outcome(client, 'SELECT count(*) FROM identity.users')).toBe('ok');
    });
  }, 60_000);

  it('covers the tables a later migration adds (default privileges), in its own schema only', async () => {
    await asOwner((client) => client.query('CREATE TABLE identity.later (id serial PRIMARY KEY)'));
    try {
      await asRole('identity', async (client) => {
        expect(await outcome(client, 'INSERT INTO identity.later DEFAULT VALUES')).toBe('ok');
      });
      await asRole('checkins', async (client) => {
        expect(await outcome(client, 'SELECT * FROM identity.later')).toBe(INSUFFICIENT_PRIVILEGE);
      });
    } finally {
      await asOwner((client) => client.query('DROP TABLE identity.later'));
    }
  });

  it('creates one role from many databases at once without a duplicate_object failure', async () => {
    const others = await Promise.all([createTestDatabase(), createTestDatabase()]);
    const shared = createTestServiceRoles(database.url, ['racer']);
    const { DATABASE_ROLE: name } = shared.migrateEnvOf('racer');
    try {
      await Promise.all(
        [database, ...others, database].map((each, index) =>
          ensureLoginRole(each.url, { name, password: `racer-password-${index}-of-the-run` }),
        ),
      );
      const count = await asOwner(
        async (client) => (await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [name])).rowCount,
      );
      expect(count).toBe(1);
    } finally {
      await shared.drop();
      await Promise.all(others.map((each) => each.drop()));
    }
  }, 30_000);

  it('refuses to hand a service the owner or a superuser', async () => {
    const owner = await asOwner(
      async (client) =>
        (await client.query<{ name: string }>('SELECT current_user AS name')).rows[0]?.name ?? '',
    );
    await expect(ensureLoginRole(database.url, { name: owner })).rejects.toThrow(/owner or has powers/);
  });
});
