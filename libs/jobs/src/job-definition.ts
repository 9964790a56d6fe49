import type { DefaultJobOptions } from 'bullmq';
import type { z } from 'zod';

/** A job a queue accepts: its name and the schema of its payload, shared by producer and worker. */
export interface JobDefinition<Payload extends z.ZodType = z.ZodType> {
  readonly queue: string;
  readonly name: string;
  readonly payload: Payload;
}

/** A job whose producer waits for what the worker answers (its `result`), e.g. a request a person is waiting on. */
export interface TaskDefinition<
  Payload extends z.ZodType = z.ZodType,
  Result extends z.ZodType = z.ZodType,
> extends JobDefinition<Payload> {
  readonly result: Result;
}

export function defineJob<Payload extends z.ZodType>(
  queue: string,
  name: string,
  payload: Payload,
): JobDefinition<Payload> {
  return { queue, name, payload };
}

export function defineTask<Payload extends z.ZodType, Result extends z.ZodType>(
  queue: string,
  name: string,
  payload: Payload,
  result: Result,
): TaskDefinition<Payload, Result> {
  return { queue, name, payload, result };
}

/**
 * Retry and retention for every job of every queue: five attempts with exponential backoff
 * (2 s, 4 s, 8 s, 16 s). A finished job stays an hour, long enough for its id to deduplicate a
 * re-sent add and to be inspected; a failed one a week, for investigation. Neither is a place for
 * secrets: payloads name what to work on (ids, references) and never carry a token, link or
 * password, because Redis keeps them for this long (docs/adr/0007).
 */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 60 * 60, count: 1_000 },
  removeOnFail: { age: 7 * 24 * 60 * 60, count: 1_000 },
};
