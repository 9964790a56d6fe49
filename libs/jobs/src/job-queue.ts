import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents, type JobsOptions } from 'bullmq';
import { traceCarrier, tracingEnabled } from '@crema/observability';
import type { z } from 'zod';
import { DEFAULT_JOB_OPTIONS, type JobDefinition, type TaskDefinition } from './job-definition';
import { bullConnection, bullPrefix, type JobsConnection } from './redis-connection';

/**
 * The W3C trace context of the work adding a job, kept in the job's options (BullMQ's telemetry
 * metadata, stored beside the job, never in its payload) so the worker's span continues the trace.
 */
function traced(): Pick<JobsOptions, 'telemetry'> {
  if (!tracingEnabled()) return {};
  const carrier = traceCarrier();
  return carrier.traceparent ? { telemetry: { metadata: JSON.stringify(carrier) } } : {};
}

/** A task that did not finish in the time its producer could wait. */
export class TaskTimeoutError extends Error {}

/** The producer side of one queue: validated payloads, caller-chosen job ids (deduplication). */
export class JobQueue {
  private events: QueueEvents | undefined;

  private constructor(
    private readonly queue: Queue,
    private readonly connection: JobsConnection,
  ) {}

  static create(name: string, connection: JobsConnection): JobQueue {
    return new JobQueue(
      new Queue(name, {
        connection: bullConnection(connection.redisUrl),
        prefix: bullPrefix(connection.redisPrefix),
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      }),
      connection,
    );
  }

  get name(): string {
    return this.queue.name;
  }

  /**
   * Adds a job unless one with the same id is still known to the queue, so a repeated request
   * does not send twice. BullMQ ids may not contain ':'.
   */
  async add<Payload extends z.ZodType>(
    definition: JobDefinition<Payload>,
    payload: z.input<Payload>,
    jobId: string,
  ): Promise<string> {
    this.assertOwn(definition);
    if (jobId.includes(':')) throw new Error(`Job id "${jobId}" must not contain ':'`);
    const job = await this.queue.add(definition.name, definition.payload.parse(payload), {
      jobId,
      ...traced(),
    });
    return job.id ?? jobId;
  }

  /**
   * Adds a job that folds into the one already waiting under `foldKey`: while such a job waits, the
   * add is dropped; while one runs, one more is kept to run after it (so what changed during the run
   * is seen). A burst of adds for one key thus costs at most two runs, never two at once.
   */
  async addFolded<Payload extends z.ZodType>(
    definition: JobDefinition<Payload>,
    payload: z.input<Payload>,
    foldKey: string,
  ): Promise<void> {
    this.assertOwn(definition);
    await this.queue.add(definition.name, definition.payload.parse(payload), {
      deduplication: { id: foldKey, keepLastIfActive: true },
      ...traced(),
    });
  }

  /**
   * Adds a job that runs `delayMs` after the last of a burst of adds under `debounceKey`: each add
   * while the job still waits replaces it and restarts the delay.
   */
  async addDebounced<Payload extends z.ZodType>(
    definition: JobDefinition<Payload>,
    payload: z.input<Payload>,
    debounceKey: string,
    delayMs: number,
  ): Promise<void> {
    this.assertOwn(definition);
    await this.queue.add(definition.name, definition.payload.parse(payload), {
      delay: delayMs,
      deduplication: { id: debounceKey, ttl: delayMs, extend: true, replace: true },
      ...traced(),
    });
  }

  /** Runs the job every `everyMs` (and once now), under a scheduler id that a restart keeps rather than duplicates. */
  async repeat<Payload extends z.ZodType>(
    definition: JobDefinition<Payload>,
    payload: z.input<Payload>,
    schedulerId: string,
    everyMs: number,
  ): Promise<void> {
    this.assertOwn(definition);
    await this.queue.upsertJobScheduler(
      schedulerId,
      // An `every` scheduler runs its first job at once by itself.
      { every: everyMs },
      { name: definition.name, data: definition.payload.parse(payload) },
    );
  }

  /**
   * Runs a task once (someone is waiting: no retries) and answers its validated result. Rejects
   * with the worker's failure, or with TaskTimeoutError after `timeoutMs` (the task is then
   * withdrawn if no worker has taken it yet).
   */
  async runTask<Payload extends z.ZodType, Result extends z.ZodType>(
    definition: TaskDefinition<Payload, Result>,
    payload: z.input<Payload>,
    timeoutMs: number,
  ): Promise<z.output<Result>> {
    this.assertOwn(definition);
    const events = await this.queueEvents();
    const job = await this.queue.add(definition.name, definition.payload.parse(payload), {
      jobId: randomUUID(),
      attempts: 1,
      ...traced(),
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new TaskTimeoutError(`${definition.name} took over ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      return definition.result.parse(await Promise.race([job.waitUntilFinished(events), timeout]));
    } catch (error) {
      if (error instanceof TaskTimeoutError) await job.remove().catch(() => undefined);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Completion events of this queue, listened to from the first task on (a connection of its own). */
  private async queueEvents(): Promise<QueueEvents> {
    if (!this.events) {
      this.events = new QueueEvents(this.queue.name, {
        connection: bullConnection(this.connection.redisUrl),
        prefix: bullPrefix(this.connection.redisPrefix),
      });
    }
    await this.events.waitUntilReady();
    return this.events;
  }

  private assertOwn(definition: JobDefinition): void {
    if (definition.queue !== this.queue.name) {
      throw new Error(
        `Job "${definition.name}" belongs to queue "${definition.queue}", not "${this.queue.name}"`,
      );
    }
  }

  async close(): Promise<void> {
    await this.events?.close();
    await this.queue.close();
  }

  /** A queue provided in a Nest module closes with the application. */
  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}
