import type { PipeTransform } from '@nestjs/common';
import type { FieldError } from '@crema/contracts/common/rpc';
import { fieldErrors, summarize } from '@crema/messaging';
import type { z } from 'zod';
import { ProblemException } from './problem.exception';

function invalid(errors: FieldError[]): ProblemException {
  return ProblemException.of(400, summarize(errors), { code: 'validation_failed', errors });
}

/** Deeper than any payload of the API; a body nested further is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Paths of strings holding a NUL character, which no PostgreSQL text column can store. Walks
 * iteratively and refuses input nested deeper than MAX_INPUT_DEPTH, so no body can exhaust the stack.
 */
function nulPaths(input: unknown): string[] {
  const found: string[] = [];
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(path.join('.'));
    } else if (value && typeof value === 'object') {
      if (path.length >= MAX_INPUT_DEPTH) {
        throw ProblemException.of(400, `The input is nested more than ${MAX_INPUT_DEPTH} levels deep.`, {
          code: 'validation_failed',
        });
      }
      // Children pushed last-first, so they are visited (and reported) in their order.
      for (const [key, child] of Object.entries(value).reverse())
        pending.push({ value: child, path: [...path, key] });
    }
  }
  return found;
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
