import { Worker } from 'bullmq';
import type { Logger } from 'pino';
import type { JobRegistry } from './job-registry';
import { bullConnection, bullPrefix, type JobsConnection } from './redis-connection';

export interface JobWorkerOptions extends JobsConnection {
  registry: JobRegistry;
  logger: Logger;
  concurrency?: number;
}

/** Starts a worker for the registry's queue; refuses to start while a declared job lacks a handler. */
export async function startJobWorker(options: JobWorkerOptions): Promise<Worker> {
  const { registry, logger } = options;
  registry.assertComplete();
  const worker = new Worker(
    registry.queue,
    (job) =>
      registry.dispatch(job.name, job.data, {
        id: job.id ?? `${job.name}-${job.timestamp}`,
        createdAt: job.timestamp,
        attemptsMade: job.attemptsMade,
      }),
    {
      connection: bullConnection(options.redisUrl),
      prefix: bullPrefix(options.redisPrefix),
      concurrency: options.concurrency ?? 4,
    },
  );
  worker.on('completed', (job) =>
    logger.info({ queue: registry.queue, job: job.name, jobId: job.id }, 'job done'),
  );
  worker.on('failed', (job, err) =>
    logger.error(
      { queue: registry.queue, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade, err },
      'job failed',
    ),
  );
  worker.on('error', (err) => logger.error({ queue: registry.queue, err }, 'worker error'));
  await worker.waitUntilReady();
  return worker;
}
