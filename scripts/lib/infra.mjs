// Checks that PostgreSQL, Redis and NATS (with JetStream) answer at the configured URLs, and starts
// a missing one from the machine's Debian packages, or from docker-compose.yml when a Docker engine
// is available. Imported only after
// the dependency install, since it needs pg, ioredis and the NATS client.
import { existsSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import pg from 'pg';
import { run, succeeds } from './run.mjs';

// The defaults of ARCHITECTURE §7 (and of @crema/config), for a developer machine.
export const urls = {
  database: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/crema',
  redis: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  nats: process.env.NATS_URL || 'nats://127.0.0.1:4222',
};

async function checkPostgres() {
  // The application database may not exist yet (migrate creates it), so ask the server's own.
  const server = new URL(urls.database);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString(), connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => {});
  }
}

async function checkRedis() {
  const redis = new Redis(urls.redis, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let lastError;
  redis.on('error', (error) => {
    lastError = error;
  });
  try {
    await redis.connect().catch((error) => {
      throw lastError ?? error;
    });
    const reply = await redis.ping();
    if (reply !== 'PONG') throw new Error(`PING answered ${reply}`);
  } finally {
    redis.disconnect();
  }
}

async function checkNats() {
  const nc = await connect({ servers: urls.nats, timeout: 3000, reconnect: false });
  try {
    const jsm = await jetstreamManager(nc);
    await jsm.getAccountInfo();
  } catch (error) {
    throw new Error(`JetStream is not enabled (${error.message}); start nats-server with -js`);
  } finally {
    await nc.close();
  }
}

/** The first PostgreSQL cluster Debian's postgresql-common knows (e.g. 15), if any. */
function debianPostgresVersion() {
  try {
    return readdirSync('/etc/postgresql').sort().at(0);
  } catch {
    return undefined;
  }
}

// Each piece can be started from the Debian package this machine may have, the way .ci/run used to.
const pieces = [
  {
    label: 'PostgreSQL',
    service: 'postgres',
    url: () => urls.database,
    check: checkPostgres,
    localStart: () => {
      const version = debianPostgresVersion();
      return version && ['pg_ctlcluster', '--skip-systemctl-redirect', version, 'main', 'start'];
    },
  },
  {
    label: 'Redis',
    service: 'redis',
    url: () => urls.redis,
    check: checkRedis,
    localStart: () =>
      existsSync('/usr/bin/redis-server') && [
        'redis-server',
        '--daemonize',
        'yes',
        '--bind',
        '127.0.0.1',
        '-::1',
        '--port',
        '6379',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        '/var/lib/redis',
      ],
  },
  {
    label: 'NATS with JetStream',
    service: 'nats',
    url: () => urls.nats,
    check: checkNats,
    localStart: () =>
      existsSync('/usr/sbin/nats-server') && [
        'start-stop-daemon',
        '--start',
        '--oknodo',
        '--background',
        '--exec',
        '/usr/sbin/nats-server',
        '--',
        '-a',
        '127.0.0.1',
        '-p',
        '4222',
        '-js',
        '-sd',
        '/var/lib/nats-server',
      ],
  },
];

/** How many servers ensureInfrastructure checks. */
export const infrastructureCount = pieces.length;

/** Only the default local address is started here: a configured remote one is not ours to start. */
function isDefaultLocal(piece) {
  return !process.env[{ postgres: 'DATABASE_URL', redis: 'REDIS_URL', nats: 'NATS_URL' }[piece.service]];
}

/** Resolves to undefined when reachable, else to the error message. */
async function probe(piece) {
  try {
    await piece.check();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  }
}

function composeCommand() {
  if (succeeds('docker', ['compose', 'version'])) return ['docker', 'compose'];
  if (succeeds('docker-compose', ['version'])) return ['docker-compose'];
  return undefined;
}

async function waitFor(piece, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let problem = await probe(piece);
  while (problem && Date.now() < deadline) {
    await sleep(1000);
    problem = await probe(piece);
  }
  return problem;
}

/** Starts the missing pieces with docker compose; returns the ones still missing. */
async function startWithCompose(missing, log) {
  const compose = succeeds('docker', ['info']) ? composeCommand() : undefined;
  if (!compose) return missing;
  const services = missing.map(({ piece }) => piece.service);
  log(`Starting ${services.join(', ')} with ${compose.join(' ')} …`);
  if ((await run(compose[0], [...compose.slice(1), 'up', '-d', ...services])) !== 0) return missing;
  return waitForAll(missing, 'docker compose', log);
}

/** Starts the missing pieces from the machine's own packages; returns the ones still missing. */
async function startLocally(missing, log) {
  const startable = missing.filter(({ piece }) => isDefaultLocal(piece) && piece.localStart());
  for (const { piece } of startable) {
    const [command, ...args] = piece.localStart();
    log(`Starting ${piece.label}: ${command} ${args.join(' ')}`);
    await run(command, args);
  }
  const started = await waitForAll(startable, 'its Debian package', log);
  return [...missing.filter((entry) => !startable.includes(entry)), ...started];
}

async function waitForAll(entries, how, log) {
  const remaining = [];
  for (const { piece } of entries) {
    const problem = await waitFor(piece, 60000);
    if (problem) remaining.push({ piece, problem });
    else log(`✓ ${piece.label} started by ${how}`);
  }
  return remaining;
}

/**
 * Makes sure every piece of infrastructure answers, starting a missing one from this machine's
 * Debian packages or with docker compose. Returns the problems that remain (empty when all is
 * well), each with the command that would fix it.
 */
export async function ensureInfrastructure(log = console.log) {
  let missing = [];
  for (const piece of pieces) {
    const problem = await probe(piece);
    if (problem) missing.push({ piece, problem });
    else log(`✓ ${piece.label} at ${redact(piece.url())}`);
  }
  if (missing.length > 0) missing = await startLocally(missing, log);
  if (missing.length > 0) missing = await startWithCompose(missing, log);
  return missing.map(describe);
}

function describe({ piece, problem }) {
  const local = piece.localStart();
  return (
    `${piece.label} is not reachable at ${redact(piece.url())}: ${problem}\n` +
    (local ? `    start it with:  ${local.join(' ')}\n` : '') +
    `    or, with Docker: docker compose up -d ${piece.service}`
  );
}

/** Hides a password in a URL before printing it. */
function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}
