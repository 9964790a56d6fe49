import { Redis } from 'ioredis';
import { z } from 'zod';
import { loadEnv, redisEnv } from '@crema/config';
import { createLogger } from '@crema/observability';
import { uniqueName, uniqueRedisPrefix } from '@crema/testing';
import { bullPrefix, defineJob, JobQueue, JobRegistry, startJobWorker } from '../src';

const { REDIS_URL } = loadEnv(redisEnv);
const logger = createLogger('jobs-test', 'silent');

describe('queues and workers on the real Redis', () => {
  const redisPrefix = uniqueRedisPrefix();
  const queueName = uniqueName('q');
  const echo = defineJob(queueName, 'echo', z.object({ text: z.string() }));
  const connection = { redisUrl: REDIS_URL, redisPrefix };

  afterAll(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${bullPrefix(redisPrefix)}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('does not start a worker whose registry misses a handler', async () => {
    await expect(
      startJobWorker({ ...connection, registry: new JobRegistry(queueName, [echo]), logger }),
    ).rejects.toThrow('has no handler for job(s): echo');
  });

  it('runs a job once per job id, under the installation prefix', async () => {
    const queue = JobQueue.create(queueName, connection);
    const seen: string[] = [];
    let done: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const registry = new JobRegistry(queueName, [echo]).on(echo, ({ text }, job) => {
      seen.push(`${job.id}:${text}`);
      done();
      return Promise.resolve();
    });
    await queue.add(echo, { text: 'hello' }, 'echo-1');
    await queue.add(echo, { text: 'hello again' }, 'echo-1');
    const worker = await startJobWorker({ ...connection, registry, logger });
    await finished;
    await worker.close();
    await queue.close();
    expect(seen).toEqual(['echo-1:hello']);
    const redis = new Redis(REDIS_URL);
    expect(await redis.exists(`${bullPrefix(redisPrefix)}:${queueName}:echo-1`)).toBe(1);
    redis.disconnect();
  });

  it('validates payloads and job ids when adding', async () => {
    const queue = JobQueue.create(queueName, connection);
    await expect(queue.add(echo, { text: 3 as unknown as string }, 'echo-2')).rejects.toThrow();
    await expect(queue.add(echo, { text: 'x' }, 'echo:3')).rejects.toThrow("must not contain ':'");
    await queue.close();
  });

  it('folds a burst of adds under one key: one run while waiting, one more after a running one', async () => {
    const foldQueue = uniqueName('fold');
    const tick = defineJob(foldQueue, 'tick', z.object({ n: z.number() }));
    const queue = JobQueue.create(foldQueue, connection);
    const runs: number[] = [];
    let release: () => void = () => undefined;
    const firstRunning = new Promise<void>((resolve) => (release = resolve));
    let unblock: () => void = () => undefined;
    const blocked = new Promise<void>((resolve) => (unblock = resolve));
    const registry = new JobRegistry(foldQueue, [tick]).on(tick, async ({ n }) => {
      runs.push(n);
      if (runs.length === 1) {
        release();
        await blocked;
      }
    });
    for (const n of [1, 2, 3]) await queue.addFolded(tick, { n }, 'user-7');
    const worker = await startJobWorker({ ...connection, registry, logger, concurrency: 4 });
    await firstRunning;
    for (const n of [4, 5, 6]) await queue.addFolded(tick, { n }, 'user-7');
    unblock();
    const deadline = Date.now() + 5_000;
    while (runs.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await worker.close();
    await queue.close();
    // The first add ran; the adds during its run folded into one more run, with the last payload.
    expect(runs).toEqual([1, 6]);
  });
});
