import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, type WriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { generateActorKeyPair, loadEnv, redisEnv, testingEnv } from '@crema/config';
import { Balancer } from './balancer';
import { createTestServiceRoles, type TestServiceRoles } from './database-roles';
import { freePort } from './free-port';
import { startNatsServer, type TestNatsServer, type TestNatsServerOptions } from './nats-server';
import { GENERATED_NATS_CONFIG, natsTestCredentials } from './nats-users';
import { createTestDatabase, type TestDatabase } from './test-database';
import { uniqueRedisPrefix } from './unique-name';

export interface StartSystemOptions {
  /** Extra variables for every process (they win over the launcher's own). */
  env?: Record<string, string>;
  /** Node options for the long-running processes (e.g. `--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
  /** Node options for the gateway alone, after `nodeArgs` (e.g. `--inspect=127.0.0.1:<port>`). */
  gatewayNodeArgs?: string[];
  /**
   * How long every process may take to answer its readiness probe (90 s by default). A benchmark
   * on cores shared with other work may need longer: nine processes loading their modules at once.
   */
  readyTimeoutMs?: number;
  /**
   * Puts an HTTP balancer in front of the gateway (baseUrl is the balancer's), so the gateway too
   * can be replaced under load by rollingRestart.
   */
  balancer?: boolean;
  /** Makes the run's database somewhere else than the test server (e.g. a private PostgreSQL). */
  createDatabase?: () => Promise<TestDatabase>;
  /** Starts the run's NATS server somewhere else than a throwaway one (e.g. a restartable one). */
  startNats?: (options: TestNatsServerOptions) => Promise<TestNatsServer>;
  /**
   * Restarts a process that exits by itself, a second later, as compose's `restart: always` and a
   * Kubernetes Deployment do (the exit is recorded in `unplannedExits`); without it, such an exit is
   * only reported.
   */
  supervise?: boolean;
}

export interface RunningSystem {
  /** http://127.0.0.1:<port> of the gateway. */
  baseUrl: string;
  /**
   * http://127.0.0.1:<HEALTH_PORT> of the gateway: its /healthz, /readyz and /metrics (not on
   * baseUrl). After a rolling restart of the gateway, the replacement's.
   */
  readonly gatewayHealthUrl: string;
  /** Where the identity worker writes mail as .eml files (no SMTP_URL is set). */
  mailDir: string;
  mediaDir: string;
  /** Every process's output, each line prefixed with its name; stop() removes it. */
  logFile: string;
  /**
   * The run's database as its owner (for the test's own checks). The services and workers do not
   * use it: each connects as its service's role, which sees its own schema only (ADR 0033).
   */
  databaseUrl: string;
  /** The Redis every process uses; its keys of this run start with `redisPrefix`. */
  redisUrl: string;
  /** The run's NATS server (it refuses anonymous connections: every process has its own user). */
  natsUrl: string;
  redisPrefix: string;
  /** Kills the gateway (SIGKILL: no goodbye to its clients) and starts it again on the same port. */
  restartGateway(): Promise<void>;
  /**
   * Replaces one deployable's process the way a Deployment's rolling update does (maxSurge 1,
   * maxUnavailable 0): the replacement starts and becomes ready, then the old process is asked to
   * stop (SIGTERM) and has exited. The gateway needs the `balancer` option.
   */
  rollingRestart(name: string): Promise<void>;
  /**
   * Sends a signal to one deployable's process (SIGKILL, or SIGTERM with SIGKILL after 10 s, as a
   * kubelet does), then starts it again with the same ports and waits until it is ready: a crash
   * and its supervisor's restart.
   */
  kill(name: string, signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
  /** The processes that exited by themselves (with the `supervise` option, they were restarted). */
  readonly unplannedExits: readonly string[];
  /** Stops every process, then drops the database, stops NATS and deletes the Redis keys. */
  stop(): Promise<void>;
}

/** See startSystem: test clients share one address. */
const RELAXED_COSTLY_ROUTE_LIMITS = {
  REGISTER_LIMIT_PER_ADDRESS: '100000/1h',
  FORGOT_PASSWORD_LIMIT_PER_EMAIL: '1000/1h',
  AVATAR_LIMIT_PER_ADDRESS: '100000/1h',
  CHECK_IN_PHOTO_LIMIT_PER_ADDRESS: '100000/1h',
  PASSWORD_CHANGE_LIMIT_PER_ADDRESS: '100000/1h',
};

// Generous: on a busy 2-core machine nine processes may take this long to become ready.
const DEFAULT_READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;
const SUPERVISOR_BACKOFF_MS = 1_000;
const MIGRATE_TIMEOUT_MS = 60_000;

const repoRoot = path.resolve(__dirname, '..', '..', '..');

const entrySchema = z.object({
  name: z.string().min(1),
  entry: z.string().min(1),
  /** The service whose database role the deployable connects as; absent, it gets no DATABASE_URL. */
  database: z.string().min(1).optional(),
});
const deployablesSchema = z.object({
  migrations: z.array(entrySchema),
  services: z.array(entrySchema),
  workers: z.array(entrySchema),
  gateway: entrySchema,
});
type Entry = z.infer<typeof entrySchema>;

function readDeployables(): z.infer<typeof deployablesSchema> {
  const file = path.join(repoRoot, 'deploy', 'deployables.json');
  return deployablesSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Everything started so far, so a failed start cleans up as much as a stop does. */
interface Resources {
  database?: TestDatabase;
  databaseRoles?: TestServiceRoles;
  nats?: TestNatsServer;
  redisPrefix?: string;
  redisUrl?: string;
  tempDir?: string;
  log?: WriteStream;
  balancer?: Balancer;
  children: ChildProcess[];
}

/**
 * Boots the real Crema processes for end-to-end tests, isolated from everything else on the
 * machine: a fresh database with one role per service of its own (each service and worker connects
 * as its role, as in production, so a read of another service's schema fails here too), a NATS
 * server of its own (with the generated users and permissions of deploy/nats), a unique Redis
 * prefix, temporary mail and media folders and a free port. Runs the built code (`npm run build`
 * first), like production.
 */
export async function startSystem(options: StartSystemOptions = {}): Promise<RunningSystem> {
  const deployables = readDeployables();
  const missing = [
    ...deployables.migrations,
    ...deployables.services,
    ...deployables.workers,
    deployables.gateway,
  ]
    .map((entry) => entry.entry)
    .filter((entry) => !existsSync(path.join(repoRoot, entry)));
  if (missing.length > 0) {
    throw new Error(`Not built: ${missing.join(', ')}. Run \`npm run build\` before the end-to-end tests.`);
  }

  const readyTimeoutMs = options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS;
  const resources: Resources = { children: [] };
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= release(resources));
  /** Processes the test replaced on purpose (restartGateway, rollingRestart). */
  const replaced = new WeakSet<ChildProcess>();
  const unplannedExits: string[] = [];
  try {
    resources.tempDir = await mkdtemp(path.join(tmpdir(), 'crema-e2e-'));
    const mailDir = path.join(resources.tempDir, 'mail');
    const mediaDir = path.join(resources.tempDir, 'media');
    await Promise.all([mkdir(mailDir), mkdir(mediaDir)]);
    const logFile = path.join(resources.tempDir, 'processes.log');
    const log = createWriteStream(logFile);
    resources.log = log;

    resources.database = await (options.createDatabase ?? createTestDatabase)();
    // A benchmark may bring a database of its own, loaded beforehand, in options.env.
    const ownerUrl = options.env?.DATABASE_URL ?? resources.database.url;
    const databaseRoles = createTestServiceRoles(
      ownerUrl,
      deployables.migrations.map((migration) => migration.name),
    );
    resources.databaseRoles = databaseRoles;
    // NATS with the generated users and permissions: every process connects as its own user.
    const configFile = path.join(repoRoot, GENERATED_NATS_CONFIG);
    const natsUsers = natsTestCredentials(configFile);
    resources.nats = await (options.startNats ?? startNatsServer)({ configFile, env: natsUsers.serverEnv });
    resources.redisPrefix = uniqueRedisPrefix();
    const port = await freePort();
    if (options.balancer) {
      resources.balancer = await Balancer.start(await freePort());
      resources.balancer.add(port);
    }
    const baseUrl = `http://127.0.0.1:${resources.balancer?.port ?? port}`;
    const gatewayHealthPort = await freePort();
    let gatewayHealthUrl = `http://127.0.0.1:${gatewayHealthPort}`;
    const redisUrl = options.env?.REDIS_URL ?? loadEnv(redisEnv).REDIS_URL;
    resources.redisUrl = redisUrl;

    // The run's own actor key pair: the gateway signs with it, the services verify with it.
    const actorKeys = generateActorKeyPair('e2e');
    const env: Record<string, string> = {
      PATH: loadEnv(testingEnv).PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      REDIS_URL: redisUrl,
      REDIS_PREFIX: resources.redisPrefix,
      NATS_URL: resources.nats.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      HEALTH_PORT: '0',
      MAIL_OUTBOX_DIR: mailDir,
      MEDIA_DIR: mediaDir,
      ACTOR_SIGNING_KEY: actorKeys.signingKey,
      ACTOR_VERIFY_KEYS: actorKeys.verificationKey,
      WEB_DIST_DIR: path.join(repoRoot, 'web', 'dist'),
      // Tests read a label at a time: one tesseract worker spares every boot a core's worth of start-up.
      OCR_WORKERS: '1',
      // Every test client is 127.0.0.1 and registers, resets and uploads far faster than a person: the
      // per-address and per-email limits of costly routes are raised here (a test of a limit sets its
      // own). FORGOT_PASSWORD_LIMIT_PER_ADDRESS keeps its default: its tests vary X-Forwarded-For.
      ...RELAXED_COSTLY_ROUTE_LIMITS,
      ...options.env,
    };
    // Each deployable gets its own role's DATABASE_URL below, or none: never the owner's.
    delete env.DATABASE_URL;

    /** The current process of every long-running deployable, with what it was started with. */
    const running = new Map<string, Running>();
    const gatewayNodeArgs = [...(options.nodeArgs ?? []), ...(options.gatewayNodeArgs ?? [])];
    try {
      // Side by side, as compose's one-shots do: each service migrates its own schema, and shared
      // extensions are created under an advisory lock (ensureExtension).
      // The migrations run as the owner and create the run's service roles (ADR 0033).
      await Promise.all(
        deployables.migrations.map((migration) =>
          runToCompletion(
            migration,
            { ...env, DATABASE_URL: ownerUrl, ...databaseRoles.migrateEnvOf(migration.name) },
            log,
          ),
        ),
      );
      // Each service and worker gets a health port of its own, so the start waits for every one of
      // them to be ready, not only for the gateway (whose readiness covers only Redis and NATS).
      const backends = await Promise.all(
        [...deployables.services, ...deployables.workers].map(async (entry) => ({
          entry,
          healthPort: options.env?.HEALTH_PORT ? undefined : await freePort(),
        })),
      );
      const exited = new Promise<never>((_, reject) => {
        for (const { entry, healthPort } of [
          ...backends,
          { entry: deployables.gateway, healthPort: gatewayHealthPort },
        ]) {
          const entryEnv = {
            ...env,
            ...(entry.database ? { DATABASE_URL: databaseRoles.urlOf(entry.database) } : {}),
            ...natsUsers.credentialsOf(entry.name),
            ...(healthPort ? { HEALTH_PORT: String(healthPort) } : {}),
          };
          const nodeArgs = entry === deployables.gateway ? gatewayNodeArgs : options.nodeArgs;
          const child = spawnEntry(entry, entryEnv, log, nodeArgs);
          resources.children.push(child);
          running.set(entry.name, { entry, env: entryEnv, nodeArgs, child });
          child.once('exit', (code, signal) => {
            const how = signal ?? `code ${code}`;
            reject(new Error(`${entry.name} exited during start-up (${how})`));
            // After the start, only stop() and the restarts end a process: anything else is news.
            if (!stopping && !replaced.has(child) && !options.supervise)
              console.error(`${entry.name} exited during the run (${how})`);
          });
        }
      });
      // Exits after a successful start (stop() itself) are expected; only the race cares.
      exited.catch(() => undefined);
      const healthUrls = backends.flatMap(({ healthPort }) =>
        healthPort ? [`http://127.0.0.1:${healthPort}/readyz`] : [],
      );
      await Promise.race([
        Promise.all(
          [`${gatewayHealthUrl}/readyz`, ...healthUrls].map((url) => waitForReady(url, readyTimeoutMs)),
        ),
        exited,
      ]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await new Promise<void>((resolve) => log.end(resolve));
      const output = await readFile(logFile, 'utf8').catch(() => '');
      console.error(`Crema failed to start: ${message}\n--- process output ---\n${output}`);
      throw new Error(`Crema failed to start: ${message} (process output printed above)`);
    }

    const replace = (
      name: string,
      current: Running,
      child: ChildProcess,
      replacementEnv: Record<string, string>,
    ) => {
      resources.children = [...resources.children.filter((each) => each !== current.child), child];
      running.set(name, { ...current, env: replacementEnv, child });
    };

    /** With the supervise option: a process that exits unasked is started again, a second later. */
    const supervise = (name: string, child: ChildProcess) => {
      if (!options.supervise) return;
      child.once('exit', (code, signal) => {
        const current = running.get(name);
        if (stopping || replaced.has(child) || current?.child !== child) return;
        const how = signal ?? `code ${code}`;
        unplannedExits.push(`${name} (${how})`);
        console.error(`${name} exited during the run (${how}); restarting it`);
        setTimeout(() => {
          if (stopping || running.get(name)?.child !== child) return;
          const next = spawnEntry(current.entry, current.env, log, current.nodeArgs);
          replace(name, current, next, current.env);
          supervise(name, next);
        }, SUPERVISOR_BACKOFF_MS);
      });
    };
    for (const [name, { child }] of running) supervise(name, child);

    return {
      baseUrl,
      get gatewayHealthUrl() {
        return gatewayHealthUrl;
      },
      mailDir,
      mediaDir,
      logFile,
      databaseUrl: ownerUrl,
      redisUrl,
      natsUrl: resources.nats.url,
      redisPrefix: resources.redisPrefix,
      restartGateway: async () => {
        const gateway = running.get(deployables.gateway.name);
        if (!gateway) throw new Error('The gateway never started');
        const old = gateway.child;
        await new Promise<void>((resolve) => {
          if (old.exitCode !== null || old.signalCode !== null) resolve();
          old.once('exit', () => resolve());
          replaced.add(old);
          old.kill('SIGKILL');
        });
        const child = spawnEntry(gateway.entry, gateway.env, log, gateway.nodeArgs);
        replace(gateway.entry.name, gateway, child, gateway.env);
        supervise(gateway.entry.name, child);
        await waitForReady(`${gatewayHealthUrl}/readyz`, readyTimeoutMs);
      },
      rollingRestart: async (name) => {
        const current = running.get(name);
        if (!current) throw new Error(`No deployable named ${name} is running`);
        if (!current.env.HEALTH_PORT) throw new Error(`${name} has no health port of its own to wait on`);
        const isGateway = name === deployables.gateway.name;
        const balancer = resources.balancer;
        if (isGateway && !balancer)
          throw new Error('A rolling restart of the gateway needs the balancer option');
        const replacementEnv = {
          ...current.env,
          HEALTH_PORT: String(await freePort()),
          ...(isGateway ? { PORT: String(await freePort()) } : {}),
        };
        const child = spawnEntry(current.entry, replacementEnv, log, current.nodeArgs);
        resources.children.push(child);
        const healthUrl = `http://127.0.0.1:${replacementEnv.HEALTH_PORT}`;
        await waitForReady(`${healthUrl}/readyz`, readyTimeoutMs);
        if (isGateway && balancer) {
          balancer.add(Number(replacementEnv.PORT));
          balancer.remove(Number(current.env.PORT));
          gatewayHealthUrl = healthUrl;
        }
        replaced.add(current.child);
        await terminate(current.child);
        replace(name, current, child, replacementEnv);
        supervise(name, child);
      },
      kill: async (name, signal) => {
        const current = running.get(name);
        if (!current) throw new Error(`No deployable named ${name} is running`);
        if (!current.env.HEALTH_PORT) throw new Error(`${name} has no health port of its own to wait on`);
        replaced.add(current.child);
        await (signal === 'SIGKILL' ? killNow(current.child) : terminate(current.child));
        const child = spawnEntry(current.entry, current.env, log, current.nodeArgs);
        replace(name, current, child, current.env);
        supervise(name, child);
        await waitForReady(`http://127.0.0.1:${current.env.HEALTH_PORT}/readyz`, readyTimeoutMs);
      },
      unplannedExits,
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

interface Running {
  entry: Entry;
  env: Record<string, string>;
  nodeArgs: string[] | undefined;
  child: ChildProcess;
}

function spawnEntry(
  entry: Entry,
  env: Record<string, string>,
  log: WriteStream,
  nodeArgs: string[] = [],
): ChildProcess {
  const child = spawn(process.execPath, [...nodeArgs, path.join(repoRoot, entry.entry)], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (stream)
      createInterface({ input: stream }).on('line', (line) => log.write(`[${entry.name}] ${line}\n`));
  }
  return child;
}

function runToCompletion(entry: Entry, env: Record<string, string>, log: WriteStream): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnEntry(entry, env, log);
    const timer = setTimeout(() => child.kill('SIGKILL'), MIGRATE_TIMEOUT_MS);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`migration ${entry.name} failed (${signal ?? `code ${code}`})`));
    });
  });
}

async function waitForReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s (last: ${last})`);
}

function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function killNow(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Deletes every Redis key (sessions, rate limits, BullMQ queues) under the run's prefix. */
async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function release(resources: Resources): Promise<void> {
  // Processes first: they hold connections to the database, NATS and Redis.
  await Promise.all(resources.children.map(terminate));
  await resources.balancer?.close();
  resources.children = [];
  // The roles' privileges live in the database: they go first (DROP OWNED), then the roles.
  const roles = await Promise.allSettled([resources.databaseRoles?.drop()]);
  const results = await Promise.allSettled([
    resources.database?.drop(),
    resources.nats?.stop(),
    resources.redisPrefix && resources.redisUrl
      ? deleteRedisKeys(resources.redisUrl, resources.redisPrefix)
      : undefined,
  ]);
  await new Promise<void>((resolve) =>
    resources.log && !resources.log.closed ? resources.log.end(resolve) : resolve(),
  );
  if (resources.tempDir) await rm(resources.tempDir, { recursive: true, force: true });
  const failures = [...roles, ...results].filter(
    (result): result is PromiseRejectedResult => result.status === 'rejected',
  );
  if (failures.length > 0) {
    throw new AggregateError(
      failures.map((failure) => failure.reason as unknown),
      'Stopping the end-to-end system left something behind',
    );
  }
}
