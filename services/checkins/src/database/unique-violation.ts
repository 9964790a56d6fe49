import { QueryFailedError } from 'typeorm';

/** The name of the unique constraint or index a failed insert/update collided with, if that was the cause. */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driverError: unknown = error.driverError;
  if (typeof driverError !== 'object' || driverError === null) return undefined;
  const { code, constraint } = driverError as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' ? constraint : undefined;
}
