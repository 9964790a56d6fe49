import type { DefaultJobOptions } from 'bullmq';
import type { z } from 'zod';

/** A job a queue accepts: its name and the schema of its payload, shared by producer and worker. */
export interface JobDefinition<Payload extends z.ZodType = z.ZodType> {
  readonly queue: string;
  readonly name: string;
  readonly payload: Payload;
}

export function defineJob<Payload extends z.ZodType>(
  queue: string,
  name: string,
  payload: Payload,
): JobDefinition<Payload> {
  return { queue, name, payload };
}

/**
 * Retry and retention for every job of every queue: five attempts with exponential backoff
 * (2 s, 4 s, 8 s, 16 s), finished jobs kept long enough for their ids to deduplicate re-sends.
 */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 24 * 60 * 60, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 60 * 60 },
};
