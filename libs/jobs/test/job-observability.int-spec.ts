import { Redis } from 'ioredis';
import { register } from 'prom-client';
import { z } from 'zod';
import { loadEnv, redisEnv } from '@crema/config';
import { createLogger, inSpan, SpanKind, startTracing, type TracingHandle } from '@crema/observability';
import { eventually, OtlpReceiver, OtlpSpanKind, uniqueName, uniqueRedisPrefix } from '@crema/testing';
import { bullPrefix, defineJob, JobQueue, JobRegistry, startJobWorker } from '../src';

/** The series a histogram sample belongs to (`<name>_count`, `_sum`, `_bucket`). */
const metricNameOf = (sample: object): string | undefined => (sample as { metricName?: string }).metricName;

const { REDIS_URL } = loadEnv(redisEnv);
const logger = createLogger('jobs-test', 'silent');

async function samples(name: string) {
  const metric = register.getSingleMetric(name);
  if (!metric) throw new Error(`${name} is not registered`);
  return (await metric.get()).values;
}

describe('job metrics and trace context on the real Redis', () => {
  const redisPrefix = uniqueRedisPrefix();
  const connection = { redisUrl: REDIS_URL, redisPrefix };
  const receiver = new OtlpReceiver();
  let tracing: TracingHandle;

  beforeAll(async () => {
    await receiver.start();
    tracing = startTracing('jobs-test', receiver.endpoint);
  });
  afterAll(async () => {
    await tracing.shutdown();
    await receiver.stop();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${bullPrefix(redisPrefix)}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('reports queue depth by state from Redis, job run time, wait time and failures', async () => {
    const queueName = uniqueName('depth');
    const work = defineJob(queueName, 'work', z.object({ fail: z.boolean() }));
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const registry = new JobRegistry(queueName, [work]).on(work, async ({ fail }) => {
      await gate;
      if (fail) throw new Error('this job fails');
    });
    const queue = JobQueue.create(queueName, connection);
    const worker = await startJobWorker({ ...connection, registry, logger, concurrency: 1 });
    try {
      await queue.add(work, { fail: false }, 'a');
      await queue.add(work, { fail: false }, 'b');
      await queue.add(work, { fail: true }, 'c');
      const depth = async (): Promise<Record<string, number>> =>
        Object.fromEntries(
          (await samples('queue_jobs'))
            .filter((sample) => sample.labels.queue === queueName)
            .map((sample): [string, number] => [String(sample.labels.state), sample.value]),
        );
      await eventually(async () => expect(await depth()).toMatchObject({ active: 1, waiting: 2, failed: 0 }));
      release();
      await eventually(async () => expect(await depth()).toMatchObject({ active: 0, waiting: 0 }));

      const forQueue = async (name: string) =>
        (await samples(name)).filter((sample) => sample.labels.queue === queueName);
      await eventually(async () => {
        const runs = (await forQueue('job_duration_seconds')).filter(
          (s) => metricNameOf(s) === 'job_duration_seconds_count',
        );
        expect(Object.fromEntries(runs.map((s) => [s.labels.outcome, s.value]))).toMatchObject({
          ok: 2,
          failed: 1,
        });
      });
      const waits = (await forQueue('job_wait_seconds')).find(
        (s) => metricNameOf(s) === 'job_wait_seconds_count',
      );
      expect(waits?.value).toBe(3);
      const failures = (await forQueue('job_failures_total')).find((s) => s.labels.job === 'work');
      expect(failures?.value).toBe(1);
    } finally {
      release();
      await worker.close();
      await queue.close();
    }
    // A closed worker no longer reports its queue.
    expect((await samples('queue_jobs')).some((sample) => sample.labels.queue === queueName)).toBe(false);
  });

  it('runs a job in a span that continues the trace of the code that added it', async () => {
    const queueName = uniqueName('traced');
    const echo = defineJob(queueName, 'echo', z.object({ text: z.string() }));
    let done: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const registry = new JobRegistry(queueName, [echo]).on(echo, () => {
      done();
      return Promise.resolve();
    });
    const queue = JobQueue.create(queueName, connection);
    const worker = await startJobWorker({ ...connection, registry, logger });
    try {
      const parent = await inSpan('enqueue something', { kind: SpanKind.INTERNAL }, async (span) => {
        await queue.add(echo, { text: 'hi' }, 'traced-1');
        return span!.spanContext();
      });
      await finished;
      await eventually(() => {
        const jobSpan = receiver.spans.find((span) => span.name === `${queueName} echo`);
        expect(jobSpan).toMatchObject({
          service: 'jobs-test',
          kind: OtlpSpanKind.consumer,
          traceId: parent.traceId,
          parentSpanId: parent.spanId,
        });
      }, 10_000);
    } finally {
      await worker.close();
      await queue.close();
    }
  }, 20_000);
});
