import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis, type RedisOptions } from 'ioredis';
import type { DataSource } from 'typeorm';
import { JobRegistry, JobQueue, startJobWorker, type JobsConnection } from '@crema/jobs';
import { createLogger } from '@crema/observability';
import { eventually, startRedisServer, type TestRedisServer } from '@crema/testing';
import { RateLimiter } from '../../gateway/src/rate-limit/rate-limiter';
import { SEARCH_RULE } from '../../gateway/src/rate-limit/rate-limit.rules';
import { RecentSessions } from '../../gateway/src/sessions/recent-sessions';
import { SessionEndListener } from '../../gateway/src/sessions/session-end-listener';
import { SessionStore } from '../../gateway/src/sessions/session.store';
import { OCR_JOBS, OCR_QUEUE, readLabelTask } from '../../services/admin/src/jobs/ocr.jobs';
import { TimelineService } from '../../services/checkins/src/feeds/timeline.service';
import {
  badgeEvaluationKey,
  evaluateBadgesJob,
  INSIGHTS_JOBS,
  INSIGHTS_QUEUE,
  RECOMMENDATION_MODEL_KEY,
  rebuildRecommendationModelJob,
} from '../../services/insights/src/jobs/insights.jobs';
import {
  addressInUseNoticeJob,
  emailChangeConfirmationJob,
  emailChangeNoticeJob,
  MAIL_JOBS,
  MAIL_QUEUE,
  NOTIFICATION_DIGEST_SWEEP_SCHEDULER,
  notificationDigestEmailJob,
  notificationDigestEmailJobId,
  notificationDigestSweepJob,
  passwordResetEmailJob,
  passwordResetEmailJobId,
  passwordResetLookupJob,
  passwordResetLookupJobId,
} from '../../services/identity/src/mail/mail.jobs';
import { longRunning, readDeployables, repoRoot } from './deployables';
import { redisPasswordVariableOf, readAclTemplate, usesRedis } from './redis-users';

/**
 * deploy/redis/users.acl.template, rendered by deploy/redis/render-acl.sh and loaded by a
 * throwaway redis-server: each deployable's own Redis code runs as its user and works, and no
 * user reaches another's keys or the commands that would reveal them.
 */
const renderScript = path.join(repoRoot, 'deploy', 'redis', 'render-acl.sh');
const PREFIX = 'crema';
const USERS = [
  'gateway',
  'checkins',
  'identity',
  'identity-worker',
  'insights',
  'insights-worker',
  'admin',
  'admin-worker',
] as const;
type User = (typeof USERS)[number];
/** KEDA's user on Kubernetes (deploy/k8s/worker-autoscaling.yaml): no deployable, it reads queue depths. */
const QUEUE_METRICS = 'queue-metrics';
const QUEUE_METRICS_PASSWORD = `queue-metrics-password-${process.pid}`;
/**
 * The script KEDA's Redis scaler (pkg/scalers/redis_scaler.go) sends with EVAL for a list's
 * length: the key's TYPE, then the matching length command.
 */
const KEDA_LIST_LENGTH_SCRIPT = `
  local listType = redis.call('type', KEYS[1]).ok
  local cmd = { zset = 'zcard', set = 'scard', list = 'llen', hash = 'hlen', none = 'llen' }
  return redis.call(cmd[listType], KEYS[1])
`;
const passwordOf = (user: User) => `${user}-password-${process.pid}`;
const logger = createLogger('redis-acl-test', 'silent');

function render(outputFile: string, env: Record<string, string>) {
  return spawnSync('sh', [renderScript, outputFile], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
  });
}

let workDir: string;
let server: TestRedisServer;
/** The test's own all-powerful user (added to the rendered file only here), to read ACL LOG. */
let observer: Redis;
const clients: Redis[] = [];

/** REDIS_URL as the deployable gets it: redis://<user>:<password>@host:port. */
function urlOf(user: User): string {
  const url = new URL(server.url);
  url.username = user;
  url.password = passwordOf(user);
  return url.toString();
}

/** A client logged in as a deployable's user, with the options that deployable gives ioredis. */
function clientOf(user: User, options: RedisOptions = {}): Redis {
  const client = new Redis(urlOf(user), { maxRetriesPerRequest: 1, ...options });
  clients.push(client);
  return client;
}

const connectionOf = (user: User): JobsConnection => ({ redisUrl: urlOf(user), redisPrefix: PREFIX });

/** The ACL refused the command (NOPERM names the command or the key). */
const refused = (command: Promise<unknown>) => expect(command).rejects.toThrow(/NOPERM/);

/**
 * What the ACL refused since the last call, as `user: command or key`. Some refusals never reach
 * the caller (timeline writes are best effort, ioredis skips its ready check when INFO is
 * refused): this sees them too.
 */
async function refusalsSinceLastCall(): Promise<string[]> {
  const entries = (await observer.call('ACL', 'LOG')) as unknown[][];
  await observer.call('ACL', 'LOG', 'RESET');
  return entries.map((entry) => {
    const field = (name: string) => String(entry[entry.indexOf(name) + 1]);
    return `${field('username')}: ${field('object')}`;
  });
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'crema-redis-acl-'));
  const aclFile = path.join(workDir, 'users.acl');
  const result = render(aclFile, {
    REDIS_PREFIX: PREFIX,
    ...Object.fromEntries(USERS.map((user) => [redisPasswordVariableOf(user), passwordOf(user)])),
    [redisPasswordVariableOf(QUEUE_METRICS)]: QUEUE_METRICS_PASSWORD,
  });
  if (result.status !== 0) throw new Error(`render-acl.sh failed: ${result.stderr}`);
  await appendFile(aclFile, 'user observer on >observer ~* &* +@all\n');
  server = await startRedisServer({ aclFile });
  observer = new Redis(server.url, { username: 'observer', password: 'observer' });
  clients.push(observer);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
  await server?.stop();
  await rm(workDir, { recursive: true, force: true });
});

describe('deploy/redis/users.acl.template', () => {
  const template = readAclTemplate();
  const applicationUsers = template.filter(
    (user) => !['default', 'healthcheck', QUEUE_METRICS].includes(user.name),
  );

  it('turns the default user off and lets the health check only PING', () => {
    expect(template.find((user) => user.name === 'default')?.rules).toEqual([
      'off',
      'resetkeys',
      'resetchannels',
      '-@all',
    ]);
    expect(template.find((user) => user.name === 'healthcheck')?.rules).toEqual([
      'on',
      'nopass',
      'resetkeys',
      'resetchannels',
      '-@all',
      '+ping',
    ]);
  });

  it('has one user for every deployable that uses Redis, and for nothing else', () => {
    const redisDeployables = longRunning(readDeployables())
      .map((entry) => entry.name)
      .filter(usesRedis);
    expect(applicationUsers.map((user) => user.name).sort()).toEqual([...redisDeployables].sort());
    expect([...USERS].sort()).toEqual([...redisDeployables].sort());
  });

  it.each(applicationUsers.map((user) => [user.name, user.rules]))(
    '%s logs in with its own password and reaches only keys under one pattern of the prefix, and no channel but the gateway’s own',
    (name, rules) => {
      expect(rules.slice(0, 2)).toEqual(['on', `#{{${redisPasswordVariableOf(name)}}}`]);
      const keyPatterns = rules.filter(
        (rule) => rule.startsWith('~') || rule.startsWith('%') || rule === 'allkeys',
      );
      expect(keyPatterns).toHaveLength(1);
      expect(keyPatterns[0]).toMatch(/^~\{\{REDIS_PREFIX\}\}:[a-z]+(:[a-z]+)*:\*$/);
      expect(rules).toContain('resetchannels');
      expect(rules.filter((rule) => rule.startsWith('&') || rule === 'allchannels')).toEqual(
        name === 'gateway' ? ['&{{REDIS_PREFIX}}:gateway:session-ends'] : [],
      );
      expect(rules).not.toContain('+@all');
    },
  );
});

describe('deploy/redis/render-acl.sh', () => {
  it('writes password hashes only, and refuses to render without every password', async () => {
    const acl = await readFile(path.join(workDir, 'users.acl'), 'utf8');
    for (const user of USERS) expect(acl).not.toContain(passwordOf(user));
    expect(acl).toMatch(/^user gateway on #[0-9a-f]{64} /m);

    const missing = render(path.join(workDir, 'incomplete.acl'), { REDIS_PASSWORD_GATEWAY: 'x' });
    expect(missing.status).not.toBe(0);
    // It names a password that is missing (the first in order), never the one given.
    expect(missing.stderr).toMatch(/REDIS_PASSWORD_(?!GATEWAY )[A-Z_]+ is not set/);
  });
});

describe('Redis with the ACL users', () => {
  it('refuses clients without credentials: the default user is off', async () => {
    const anonymous = new Redis(server.url, { lazyConnect: true, enableReadyCheck: false });
    clients.push(anonymous);
    await anonymous.connect();
    await expect(anonymous.get(`${PREFIX}:gateway:session:x`)).rejects.toThrow(/NOAUTH/);
    await expect(anonymous.auth('default', 'anything')).rejects.toThrow(/WRONGPASS/);
    await expect(anonymous.auth('gateway', 'not its password')).rejects.toThrow(/WRONGPASS/);
  });

  it('lets the health check PING and nothing else', async () => {
    const probe = new Redis(server.url, {
      username: 'healthcheck',
      password: 'any',
      enableReadyCheck: false,
    });
    clients.push(probe);
    await expect(probe.ping()).resolves.toBe('PONG');
    await refused(probe.get(`${PREFIX}:gateway:session:x`));
    await refused(probe.info());
  });

  it('gateway: keeps sessions and rate limits under <prefix>:gateway:, and reaches nothing else', async () => {
    await refusalsSinceLastCall();
    const redis = clientOf('gateway', { keyPrefix: `${PREFIX}:gateway:` });
    const env = {
      SESSION_TTL_SECONDS: 60,
      SESSION_ABSOLUTE_TTL_SECONDS: 120,
      SESSION_RECHECK_MS: 60_000,
      REDIS_PREFIX: PREFIX,
    };
    const recent = new RecentSessions(60_000, 10);
    const sessionEnds = new SessionEndListener(redis, recent, env, logger);
    sessionEnds.onModuleInit();
    const sessions = new SessionStore(redis, recent, env);
    const session = await sessions.create({ userId: 7, isAdmin: false });
    // Remembered once the listener has subscribed: then a touch sends nothing.
    const sendCommand = jest.spyOn(redis, 'sendCommand');
    await eventually(async () => {
      await sessions.touch(session.id);
      sendCommand.mockClear();
      await sessions.touch(session.id);
      expect(sendCommand).not.toHaveBeenCalled();
    });
    sendCommand.mockRestore();
    await sessions.updateUserActor({ userId: 7, isAdmin: true });
    await expect(sessions.touch(session.id)).resolves.toMatchObject({ actor: { isAdmin: true } });
    await sessions.revokeAll(7);
    await expect(sessions.touch(session.id)).resolves.toBeUndefined();
    await sessionEnds.onApplicationShutdown();
    const limiter = new RateLimiter(redis);
    await limiter.hit(SEARCH_RULE, ['192.0.2.1']);
    await expect(limiter.peek(SEARCH_RULE, ['192.0.2.1'])).resolves.toMatchObject({ count: 1 });
    expect(await refusalsSinceLastCall()).toEqual([]);

    const raw = clientOf('gateway');
    await refused(raw.get(`${PREFIX}:checkins:timeline:7`));
    await refused(raw.hgetall(`${PREFIX}:bull:mail:meta`));
    // It may run scripts (its session check is one), but a script reaches only its own keys.
    await refused(raw.eval("return redis.call('GET', KEYS[1])", 1, `${PREFIX}:checkins:timeline:7`));
    // Its one channel, and no other.
    await refused(raw.publish(`${PREFIX}:checkins:anything`, '1'));
    await refused(clientOf('gateway').subscribe(`${PREFIX}:gateway:other`));
    await refused(clientOf('gateway').psubscribe(`${PREFIX}:*`));
  });

  it('checkins: reads, rebuilds and fans out timelines (EVAL, then EVALSHA) under <prefix>:checkins:, and reaches nothing else', async () => {
    await refusalsSinceLastCall();
    const redis = clientOf('checkins', { keyPrefix: `${PREFIX}:checkins:` });
    const rows = [{ id: 11, user_id: 7 }];
    const dataSource = { query: () => Promise.resolve(rows) } as unknown as DataSource;
    const settings = { natsUrl: '', timelineCap: 50, timelineTtlSeconds: 60 };
    const timelines = new TimelineService(redis, dataSource, settings, logger);
    await expect(timelines.slice(7, Number.MAX_SAFE_INTEGER, 10)).resolves.toEqual({
      entries: [{ id: 11, userId: 7 }],
      full: false,
    });
    await timelines.addToTimelines([7], { id: 12, userId: 8 });
    const slice = await timelines.slice(7, Number.MAX_SAFE_INTEGER, 10);
    expect(slice.entries.map((entry) => entry.id)).toEqual([12, 11]);
    await timelines.removeFromTimelines([7], { id: 12, userId: 8 });
    await timelines.forgetUser(7);
    expect(await refusalsSinceLastCall()).toEqual([]);

    const raw = clientOf('checkins');
    await refused(raw.get(`${PREFIX}:gateway:session:x`));
    await refused(raw.hgetall(`${PREFIX}:bull:mail:meta`));
    await refused(raw.eval("return redis.call('GET', KEYS[1])", 1, `${PREFIX}:gateway:session:x`));
  });

  it('identity queues a real mail job that identity-worker runs, and identity-worker schedules and queues digests; neither reaches other keys', async () => {
    await refusalsSinceLastCall();
    const queue = JobQueue.create(MAIL_QUEUE, connectionOf('identity'));
    const workerQueue = JobQueue.create(MAIL_QUEUE, connectionOf('identity-worker'));
    const requestReference = '6f1c2d4e-8a9b-4c3d-9e8f-0a1b2c3d4e5f';
    let ran: (reference: string) => void = () => undefined;
    const done = new Promise<string>((resolve) => (ran = resolve));
    let digested: (userId: number) => void = () => undefined;
    const digest = new Promise<number>((resolve) => (digested = resolve));
    const lookupReference = '7a2d3e5f-9b0c-4d4e-8f90-1b2c3d4e5f60';
    const registry = new JobRegistry(MAIL_QUEUE, MAIL_JOBS)
      // As the worker's lookup does: a known address gets its reset mail queued by the worker.
      .on(passwordResetLookupJob, async () => {
        await workerQueue.add(
          passwordResetEmailJob,
          { requestReference },
          passwordResetEmailJobId(requestReference),
        );
      })
      .on(passwordResetEmailJob, (payload) => {
        ran(payload.requestReference);
        return Promise.resolve();
      })
      .on(emailChangeConfirmationJob, () => Promise.resolve())
      .on(emailChangeNoticeJob, () => Promise.resolve())
      .on(addressInUseNoticeJob, () => Promise.resolve())
      // As the worker's sweep does: the worker adds digest jobs to its own queue.
      .on(notificationDigestSweepJob, async (_payload, sweep) => {
        await workerQueue.add(
          notificationDigestEmailJob,
          { userId: 7 },
          notificationDigestEmailJobId(7, sweep.createdAt),
        );
      })
      .on(notificationDigestEmailJob, ({ userId }) => {
        digested(userId);
        return Promise.resolve();
      });
    const worker = await startJobWorker({ ...connectionOf('identity-worker'), registry, logger });
    try {
      // Forgot-password queues the lookup alone (docs/adr/0023).
      await queue.add(passwordResetLookupJob, { lookupReference }, passwordResetLookupJobId(lookupReference));
      await expect(done).resolves.toBe(requestReference);
      await workerQueue.repeat(notificationDigestSweepJob, {}, NOTIFICATION_DIGEST_SWEEP_SCHEDULER, 60_000);
      await expect(digest).resolves.toBe(7);
    } finally {
      await worker.close();
      await queue.close();
      await workerQueue.close();
    }
    expect(await refusalsSinceLastCall()).toEqual([]);

    for (const user of ['identity', 'identity-worker'] as const) {
      const raw = clientOf(user);
      await refused(raw.get(`${PREFIX}:gateway:session:x`));
      await refused(raw.zrange(`${PREFIX}:checkins:timeline:7`, 0, -1));
      await refused(raw.hgetall(`${PREFIX}:bull:badges:meta`));
    }
    // Only the worker waits for jobs.
    await refused(clientOf('identity').bzpopmin(`${PREFIX}:bull:mail:marker`, 0.01));
  });

  it('insights folds, debounces and schedules real jobs that insights-worker runs; neither reaches other keys', async () => {
    await refusalsSinceLastCall();
    const queue = JobQueue.create(INSIGHTS_QUEUE, connectionOf('insights'));
    const workerQueue = JobQueue.create(INSIGHTS_QUEUE, connectionOf('insights-worker'));
    const evaluated: number[] = [];
    let rebuilt: () => void = () => undefined;
    const rebuiltOnce = new Promise<void>((resolve) => (rebuilt = resolve));
    let evaluatedOnce: () => void = () => undefined;
    const evaluatedPromise = new Promise<void>((resolve) => (evaluatedOnce = resolve));
    const registry = new JobRegistry(INSIGHTS_QUEUE, INSIGHTS_JOBS)
      .on(evaluateBadgesJob, ({ userId }) => {
        evaluated.push(userId);
        evaluatedOnce();
        return Promise.resolve();
      })
      .on(rebuildRecommendationModelJob, () => {
        rebuilt();
        return Promise.resolve();
      });
    const worker = await startJobWorker({ ...connectionOf('insights-worker'), registry, logger });
    try {
      await queue.addFolded(evaluateBadgesJob, { userId: 7 }, badgeEvaluationKey(7));
      await queue.addDebounced(rebuildRecommendationModelJob, {}, RECOMMENDATION_MODEL_KEY, 100);
      await workerQueue.repeat(rebuildRecommendationModelJob, {}, RECOMMENDATION_MODEL_KEY, 60_000);
      await expect(evaluatedPromise).resolves.toBeUndefined();
      await expect(rebuiltOnce).resolves.toBeUndefined();
      expect(evaluated).toEqual([7]);
    } finally {
      await worker.close();
      await queue.close();
      await workerQueue.close();
    }
    expect(await refusalsSinceLastCall()).toEqual([]);
    for (const user of ['insights', 'insights-worker'] as const) {
      const raw = clientOf(user);
      await refused(raw.get(`${PREFIX}:gateway:session:x`));
      await refused(raw.hgetall(`${PREFIX}:bull:mail:meta`));
    }
  });

  it('admin runs a label-reading task that admin-worker answers, waiting for its result; neither reaches other keys', async () => {
    await refusalsSinceLastCall();
    const queue = JobQueue.create(OCR_QUEUE, connectionOf('admin'));
    const fields = {
      roaster: 'Onyx',
      coffeeName: 'Geometry',
      origin: null,
      processingMethod: null,
      roastLevel: null,
      weight: null,
      roastDate: null,
      altitude: null,
      variety: null,
      producer: null,
      flavorNotes: [],
      certifications: [],
    };
    const registry = new JobRegistry(OCR_QUEUE, OCR_JOBS).on(readLabelTask, ({ imageKey }) =>
      Promise.resolve({ rawText: `read ${imageKey}`, fields, confidence: 91 }),
    );
    const worker = await startJobWorker({ ...connectionOf('admin-worker'), registry, logger });
    try {
      await expect(queue.runTask(readLabelTask, { imageKey: 'labels/a.png' }, 10_000)).resolves.toEqual({
        rawText: 'read labels/a.png',
        fields,
        confidence: 91,
      });
    } finally {
      await worker.close();
      await queue.close();
    }
    expect(await refusalsSinceLastCall()).toEqual([]);
    for (const user of ['admin', 'admin-worker'] as const) {
      const raw = clientOf(user);
      await refused(raw.get(`${PREFIX}:gateway:session:x`));
      await refused(raw.hgetall(`${PREFIX}:bull:insights:meta`));
    }
  });

  it("queue-metrics reads each queue's wait-list length as KEDA does, and nothing else", async () => {
    const queue = JobQueue.create(MAIL_QUEUE, connectionOf('identity'));
    const metrics = new Redis(server.url, {
      username: QUEUE_METRICS,
      password: QUEUE_METRICS_PASSWORD,
      maxRetriesPerRequest: 1,
    });
    clients.push(metrics);
    try {
      const waitList = `${PREFIX}:bull:${MAIL_QUEUE}:wait`;
      await expect(metrics.ping()).resolves.toBe('PONG');
      const before = (await metrics.eval(KEDA_LIST_LENGTH_SCRIPT, 1, waitList)) as number;
      const reference = randomUUID();
      await queue.add(
        passwordResetEmailJob,
        { requestReference: reference },
        passwordResetEmailJobId(reference),
      );
      await expect(metrics.eval(KEDA_LIST_LENGTH_SCRIPT, 1, waitList)).resolves.toBe(before + 1);
      await expect(metrics.llen(waitList)).resolves.toBe(before + 1);
      await expect(metrics.eval(KEDA_LIST_LENGTH_SCRIPT, 1, `${PREFIX}:bull:nothing:wait`)).resolves.toBe(0);
      await refused(metrics.lrange(waitList, 0, -1));
      await refused(metrics.lpop(waitList));
      // Inside a script, the ACL refuses with a message of its own.
      await expect(metrics.eval("return redis.call('lpop', KEYS[1])", 1, waitList)).rejects.toThrow(
        /can't run this command/,
      );
      await refused(metrics.hgetall(`${PREFIX}:bull:${MAIL_QUEUE}:meta`));
      await refused(metrics.get(`${PREFIX}:gateway:session:x`));
      await refused(metrics.keys('*'));
      await refused(metrics.call('CLIENT', 'LIST'));
    } finally {
      await queue.close();
    }
    await refusalsSinceLastCall();
  });

  it.each(USERS)(
    '%s may not list keys, flush, configure, watch others or use pub/sub (but for the gateway’s one channel)',
    async (user) => {
      const redis = clientOf(user);
      await refused(redis.keys('*'));
      await refused(redis.scan('0'));
      await refused(redis.randomkey());
      await refused(redis.flushall());
      await refused(redis.config('GET', 'requirepass'));
      await refused(redis.call('ACL', 'LIST'));
      await refused(redis.call('CLIENT', 'LIST'));
      await refused(redis.call('CLIENT', 'TRACKING', 'ON', 'BCAST', 'PREFIX', `${PREFIX}:`));
      await refused(redis.call('FUNCTION', 'FLUSH'));
      await refused(redis.call('SCRIPT', 'FLUSH'));
      await refused(redis.publish('news', 'x'));
      await refused(redis.call('SUBSCRIBE', 'news'));
    },
  );
});
