import type { PipeTransform } from '@nestjs/common';
import type { FieldError } from '@crema/contracts/common/rpc';
import { fieldErrors, summarize } from '@crema/messaging';
import type { z } from 'zod';
import { ProblemException } from './problem.exception';

function invalid(errors: FieldError[]): ProblemException {
  return ProblemException.of(400, summarize(errors), { code: 'validation_failed', errors });
}

/** Paths of strings holding a NUL character, which no PostgreSQL text column can store. */
function nulPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('.')] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nulPaths(item, [...path, String(index)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => nulPaths(child, [...path, key]));
  }
  return [];
}

/**
 * Parses input with a shared zod schema. Strings carrying NUL characters are refused first: they
 * are never meaningful text and would otherwise fail deep in the database as a server error.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const nul = nulPaths(value);
  if (nul.length > 0) {
    throw invalid(nul.map((path) => ({ path, message: 'Text must not contain NUL characters' })));
  }
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
}

/** Validates a body or query with a shared zod schema; failures answer 400 with every field's message. */
export class ZodValidationPipe<T extends z.ZodType> implements PipeTransform<unknown, z.output<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown): z.output<T> {
    return parseInput(this.schema, value);
  }
}
