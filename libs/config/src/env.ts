import { z } from 'zod';

/** Raised when the environment does not satisfy a deployable's schema; names every bad variable. */
export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid environment:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/**
 * Parses the environment once against a schema. This is the only place in the code base that
 * reads `process.env`; every deployable calls it at start-up and fails fast on a bad variable.
 */
export function loadEnv<T extends z.ZodType>(schema: T, source: NodeJS.ProcessEnv = process.env): z.infer<T> {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return result.data;
}
