import { UnrecoverableError } from 'bullmq';
import type { z } from 'zod';
import type { JobDefinition, TaskDefinition } from './job-definition';

/** What a handler knows of the job it runs, beyond its payload. */
export interface JobContext {
  /** Stable across retries: use it to make the handler idempotent. */
  readonly id: string;
  /** When the job was first added (ms since epoch); also stable across retries. */
  readonly createdAt: number;
  /** 0 on the first try. */
  readonly attemptsMade: number;
}

export type JobHandler<Payload extends z.ZodType> = (
  payload: z.output<Payload>,
  context: JobContext,
) => Promise<void>;

/** A task's handler answers its result, which the producer waiting on it receives. */
export type TaskHandler<Payload extends z.ZodType, Result extends z.ZodType> = (
  payload: z.output<Payload>,
  context: JobContext,
) => Promise<z.input<Result>>;

type AnyHandler = (data: unknown, context: JobContext) => Promise<unknown>;

/**
 * The jobs one queue's worker runs. Every declared job must have a handler before the worker may
 * start (`assertComplete`), so a job added by a producer can never sit unprocessed.
 */
export class JobRegistry {
  private readonly handlers = new Map<string, AnyHandler>();

  constructor(
    readonly queue: string,
    private readonly declared: readonly JobDefinition[],
  ) {
    const foreign = declared.filter((definition) => definition.queue !== queue);
    if (foreign.length > 0) {
      throw new Error(
        `Jobs ${foreign.map((d) => `"${d.name}"`).join(', ')} do not belong to queue "${queue}"`,
      );
    }
  }

  on<Payload extends z.ZodType>(definition: JobDefinition<Payload>, handler: JobHandler<Payload>): this;
  on<Payload extends z.ZodType, Result extends z.ZodType>(
    definition: TaskDefinition<Payload, Result>,
    handler: TaskHandler<Payload, Result>,
  ): this;
  on<Payload extends z.ZodType>(
    definition: JobDefinition<Payload>,
    handler: (payload: z.output<Payload>, context: JobContext) => Promise<unknown>,
  ): this {
    if (!this.declared.includes(definition)) {
      throw new Error(`Job "${definition.name}" is not declared for queue "${this.queue}"`);
    }
    if (this.handlers.has(definition.name)) {
      throw new Error(`Job "${definition.name}" already has a handler`);
    }
    this.handlers.set(definition.name, async (data, context) => {
      const parsed = definition.payload.safeParse(data);
      // A malformed payload will not improve with retries.
      if (!parsed.success) throw new UnrecoverableError(`Invalid payload for job "${definition.name}"`);
      return handler(parsed.data, context);
    });
    return this;
  }

  /** Throws, naming them, when declared jobs have no handler: the worker must not boot. */
  assertComplete(): void {
    const missing = this.declared.filter((definition) => !this.handlers.has(definition.name));
    if (missing.length > 0) {
      throw new Error(
        `Queue "${this.queue}" has no handler for job(s): ${missing.map((d) => d.name).join(', ')}`,
      );
    }
  }

  /** Runs the job's handler; a task's result is what BullMQ keeps as the job's return value. */
  async dispatch(name: string, data: unknown, context: JobContext): Promise<unknown> {
    const handler = this.handlers.get(name);
    if (!handler) throw new UnrecoverableError(`Queue "${this.queue}" has no job named "${name}"`);
    return handler(data, context);
  }
}
