import type { z } from 'zod';
import type { FieldError } from '@crema/contracts/common/rpc';

/** Flattens zod issues into `{ path, message }` pairs, first message per path. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    result.push({ path, message: issue.message });
  }
  return result;
}

/** One readable sentence for a failed validation: the first issue's message. */
export function summarize(errors: FieldError[]): string {
  return errors[0]?.message ?? 'The request is invalid.';
}
