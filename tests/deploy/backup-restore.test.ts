import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { AckPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { migrateServiceSchema } from '@crema/database';
import { ensureEventStream } from '@crema/messaging';
import { createLogger } from '@crema/observability';
import { NATS_SERVER_CONFIG_PATH } from '@crema/nats-auth';
import {
  createTestDatabase,
  natsTestCredentials,
  startNatsServer,
  uniqueName,
  type TestDatabase,
  type TestNatsServer,
} from '@crema/testing';
import { createCheckinsDataSource } from '../../services/checkins/src/database/checkins-data-source';
import { createIdentityDataSource } from '../../services/identity/src/database/identity-data-source';
import { withClient } from './pg-client';

/**
 * `npm run backup` then `npm run restore` (docs/operations.md), run as an operator would: the
 * scripts themselves, against a real PostgreSQL database with two services' schemas and a real
 * JetStream event stream with a consumer part-way through it, restored into a new database and a
 * new NATS server. Both servers run the generated configuration, and the scripts connect as its
 * backup user, whose permissions are the production ones.
 */
const run = promisify(execFile);
const repoRoot = join(__dirname, '..', '..');
const logger = createLogger('backup-test', 'silent');
const natsConfig = join(repoRoot, NATS_SERVER_CONFIG_PATH);
const natsUsers = natsTestCredentials(natsConfig);
const backupCredentials = natsUsers.credentialsOf('backup');
// The identity service's user publishes the events and reads them through its durable consumer.
const identity = natsUsers.credentialsOf('identity');
const PROBE_DURABLE = 'identity-settings';
const EVENTS = 40;
const ACKED = 15;

let source: TestDatabase;
let sourceNats: TestNatsServer;
let targetNats: TestNatsServer;
let folder: string;
let targetUrl: string;

function script(name: string, args: string[], env: Record<string, string>) {
  return run(process.execPath, [join('scripts', name), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    timeout: 120_000,
  });
}

/** The exit code and error output of a script expected to fail. */
async function failureOf(running: Promise<unknown>): Promise<{ code: number; stderr: string }> {
  try {
    await running;
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, stderr };
  }
  throw new Error('The script succeeded');
}

async function withNats<T>(url: string, work: (nc: NatsConnection) => Promise<T>): Promise<T> {
  const nc = await connect({
    servers: url,
    user: identity.NATS_USER,
    pass: identity.NATS_PASSWORD,
    inboxPrefix: '_INBOX_identity',
  });
  try {
    return await work(nc);
  } finally {
    await nc.close();
  }
}

/** Events in the stream and a durable consumer that has acknowledged the first few. */
async function fillEventStream(url: string) {
  await withNats(url, async (nc) => {
    const jsm = await jetstreamManager(nc);
    await ensureEventStream(jsm);
    const js = jetstream(nc);
    for (let index = 0; index < EVENTS; index++) {
      await js.publish('evt.identity.user.registered.v1', JSON.stringify({ index }), {
        msgID: `event-${index}`,
      });
    }
    await jsm.consumers.add('CREMA_EVENTS', { durable_name: PROBE_DURABLE, ack_policy: AckPolicy.Explicit });
    const consumer = await js.consumers.get('CREMA_EVENTS', PROBE_DURABLE);
    const batch = await consumer.fetch({ max_messages: ACKED, expires: 5_000 });
    for await (const message of batch) await message.ackAck();
  });
}

beforeAll(async () => {
  source = await createTestDatabase();
  targetUrl = new URL(`/${uniqueName('crema_restored')}`, source.url).toString();
  for (const [service, createDataSource] of [
    ['identity', createIdentityDataSource],
    ['checkins', createCheckinsDataSource],
  ] as const) {
    await migrateServiceSchema({ service, databaseUrl: source.url, logger, createDataSource, wait: false });
  }
  await withClient(source.url, async (client) => {
    await client.query(`CREATE SCHEMA probe;
      CREATE TABLE probe.samples (id serial PRIMARY KEY, note text, photo bytea, tags text[], extra jsonb,
                                  taken_at timestamptz NOT NULL DEFAULT now())`);
    await client.query(
      `INSERT INTO probe.samples (note, photo, tags, extra)
       SELECT 'sample ' || n || ' — café', decode(md5(n::text), 'hex'), ARRAY['a', n::text], jsonb_build_object('n', n)
         FROM generate_series(1, 500) AS n`,
    );
  });
  const startConfigured = () => startNatsServer({ configFile: natsConfig, env: natsUsers.serverEnv });
  [sourceNats, targetNats] = await Promise.all([startConfigured(), startConfigured()]);
  await fillEventStream(sourceNats.url);
  folder = await mkdtemp(join(tmpdir(), 'crema-backup-'));
  await script('backup.mjs', ['--to', folder], {
    ...backupCredentials,
    DATABASE_URL: source.url,
    NATS_URL: sourceNats.url,
  });
}, 180_000);

afterAll(async () => {
  if (source && targetUrl) {
    await withClient(new URL('/postgres', source.url).toString(), (client) =>
      client.query(
        `DROP DATABASE IF EXISTS ${client.escapeIdentifier(new URL(targetUrl).pathname.slice(1))} WITH (FORCE)`,
      ),
    );
  }
  await Promise.all([source?.drop(), sourceNats?.stop(), targetNats?.stop()]);
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores the database into a new one and the event stream onto a new server, and proves both equal', async () => {
    const { stdout } = await script('restore.mjs', ['--from', folder, '--database-url', targetUrl], {
      ...backupCredentials,
      NATS_URL: targetNats.url,
    });
    expect(stdout).toMatch(/verified: \d+ tables, \d+ rows, every checksum equal/);
    expect(stdout).toContain('Restore verified');

    const probe = (url: string) =>
      withClient(url, async (client) => {
        const { rows } = await client.query<{ n: number; sum: string }>(
          `SELECT count(*)::int AS n, md5(string_agg(s::text, '' ORDER BY id)) AS sum FROM probe.samples s`,
        );
        const migrations = await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM identity.migrations`,
        );
        return { ...rows[0], migrations: migrations.rows[0]?.n };
      });
    const restored = await probe(targetUrl);
    expect(restored.n).toBe(500);
    expect(restored.migrations).toBeGreaterThan(0);
    expect(restored).toEqual(await probe(source.url));

    await withNats(targetNats.url, async (nc) => {
      const jsm = await jetstreamManager(nc);
      const stream = await jsm.streams.info('CREMA_EVENTS');
      expect(stream.state.messages).toBe(EVENTS);
      const consumer = await jsm.consumers.info('CREMA_EVENTS', PROBE_DURABLE);
      expect(consumer.ack_floor.stream_seq).toBe(ACKED);
      expect(consumer.num_pending).toBe(EVENTS - ACKED);
    });
  }, 120_000);

  it('refuses to restore over a database that holds tables, and changes nothing there', async () => {
    const before = await withClient(source.url, (client) =>
      client.query('SELECT count(*) FROM probe.samples'),
    );
    const failure = await failureOf(
      script('restore.mjs', ['--from', folder, '--database-url', source.url], {
        ...backupCredentials,
        NATS_URL: targetNats.url,
      }),
    );
    expect(failure.code).toBe(1);
    expect(failure.stderr).toMatch(/already holds \d+ tables/);
    const after = await withClient(source.url, (client) =>
      client.query('SELECT count(*) FROM probe.samples'),
    );
    expect(after.rows).toEqual(before.rows);
  }, 60_000);

  it('fails when the restored copy differs from the manifest', async () => {
    const tampered = await mkdtemp(join(tmpdir(), 'crema-backup-tampered-'));
    const other = await createTestDatabase();
    const otherNats = await startNatsServer({ configFile: natsConfig, env: natsUsers.serverEnv });
    try {
      for (const file of ['database.pgdump', 'events.snapshot']) {
        await writeFile(join(tampered, file), await readFile(join(folder, file)));
      }
      const manifest = JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8')) as {
        tables: { table: string; rows: number }[];
      };
      const samples = manifest.tables.find((table) => table.table === 'probe.samples');
      if (!samples) throw new Error('The manifest lists no probe.samples');
      samples.rows = 501;
      await writeFile(join(tampered, 'manifest.json'), JSON.stringify(manifest));
      const failure = await failureOf(
        script('restore.mjs', ['--from', tampered, '--database-url', other.url], {
          ...backupCredentials,
          NATS_URL: otherNats.url,
        }),
      );
      expect(failure.code).toBe(1);
      expect(failure.stderr).toContain('probe.samples has 500 rows, expected 501');
    } finally {
      await Promise.all([other.drop(), otherNats.stop(), rm(tampered, { recursive: true, force: true })]);
    }
  }, 120_000);
});
