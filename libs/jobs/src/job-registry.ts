import { UnrecoverableError } from 'bullmq';
import type { z } from 'zod';
import type { JobDefinition } from './job-definition';

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

type AnyHandler = (data: unknown, context: JobContext) => Promise<void>;

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

  on<Payload extends z.ZodType>(definition: JobDefinition<Payload>, handler: JobHandler<Payload>): this {
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
      await handler(parsed.data, context);
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

  async dispatch(name: string, data: unknown, context: JobContext): Promise<void> {
    const handler = this.handlers.get(name);
    if (!handler) throw new UnrecoverableError(`Queue "${this.queue}" has no job named "${name}"`);
    await handler(data, context);
  }
}
