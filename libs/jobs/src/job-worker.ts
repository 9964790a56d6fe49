import { Queue, Worker, type Job } from 'bullmq';
import {
  contextFrom,
  inSpan,
  recordJob,
  recordJobWait,
  registerDependencyCheck,
  registerQueueDepth,
  SpanKind,
  type TraceCarrier,
} from '@crema/observability';
import type { Logger } from 'pino';
import type { JobRegistry } from './job-registry';
import { bullConnection, bullPrefix, type JobsConnection } from './redis-connection';

export interface JobWorkerOptions extends JobsConnection {
  registry: JobRegistry;
  logger: Logger;
  concurrency?: number;
}

/** Queue states reported by the queue_jobs gauge. */
const COUNTED_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'failed'] as const;

/** Starts a worker for the registry's queue; refuses to start while a declared job lacks a handler. */
export async function startJobWorker(options: JobWorkerOptions): Promise<Worker> {
  const { registry, logger } = options;
  registry.assertComplete();
  const queue = registry.queue;
  const worker = new Worker(queue, (job) => runJob(job, registry), {
    connection: bullConnection(options.redisUrl),
    prefix: bullPrefix(options.redisPrefix),
    concurrency: options.concurrency ?? 4,
  });
  worker.on('completed', (job) => logger.info({ queue, job: job.name, jobId: job.id }, 'job done'));
  worker.on('failed', (job, err) =>
    logger.error({ queue, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade, err }, 'job failed'),
  );
  worker.on('error', (err) => logger.error({ queue, err }, 'worker error'));
  await worker.waitUntilReady();
  const stopMetrics = registerWorkerMetrics(options);
  worker.once('closed', () => void stopMetrics());
  return worker;
}

/** Runs one job in a span continuing the trace of whoever added it, and records its latency. */
async function runJob(job: Job, registry: JobRegistry): Promise<unknown> {
  const queue = registry.queue;
  const started = performance.now();
  // Time from being due (added, plus any delay) to being taken, on the first attempt only.
  if (job.attemptsMade === 0)
    recordJobWait(queue, (Date.now() - job.timestamp - (job.opts.delay ?? 0)) / 1000);
  let ok = false;
  try {
    const result = await inSpan(
      `${queue} ${job.name}`,
      {
        kind: SpanKind.CONSUMER,
        parent: contextFrom(carrierOf(job)),
        attributes: {
          'messaging.system': 'bullmq',
          'messaging.destination.name': queue,
          'messaging.message.id': job.id ?? '',
          'messaging.operation.type': 'process',
        },
      },
      () =>
        registry.dispatch(job.name, job.data, {
          id: job.id ?? `${job.name}-${job.timestamp}`,
          createdAt: job.timestamp,
          attemptsMade: job.attemptsMade,
        }),
    );
    ok = true;
    return result;
  } finally {
    recordJob(queue, job.name, ok, (performance.now() - started) / 1000);
  }
}

/** The trace context JobQueue stored in the job's telemetry metadata, if any. */
function carrierOf(job: Job): TraceCarrier | undefined {
  const metadata = job.opts.telemetry?.metadata;
  if (!metadata) return undefined;
  try {
    const parsed = JSON.parse(metadata) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { traceparent, tracestate } = parsed as Record<string, unknown>;
    if (typeof traceparent !== 'string') return undefined;
    return typeof tracestate === 'string' ? { traceparent, tracestate } : { traceparent };
  } catch {
    return undefined;
  }
}

/**
 * Queue depth by state, read from Redis at scrape time through a queue handle of the worker's
 * own, and whether Redis answers. Returns the function that removes them (on worker close).
 */
function registerWorkerMetrics(options: JobWorkerOptions): () => Promise<void> {
  const queueName = options.registry.queue;
  const counts = new Queue(queueName, {
    connection: bullConnection(options.redisUrl),
    prefix: bullPrefix(options.redisPrefix),
  });
  counts.on('error', () => undefined);
  const removeDepth = registerQueueDepth(async () => {
    const byState = await counts.getJobCounts(...COUNTED_STATES);
    return COUNTED_STATES.map((state) => ({
      labels: { queue: queueName, state },
      value: byState[state] ?? 0,
    }));
  });
  // A count answered is Redis answering this worker.
  const removeCheck = registerDependencyCheck('redis', () => counts.getJobCounts('waiting').then(() => true));
  return async () => {
    removeDepth();
    removeCheck();
    await counts.close().catch(() => undefined);
  };
}
