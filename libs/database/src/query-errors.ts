import { QueryFailedError } from 'typeorm';

/** The name of the unique constraint or index a failed insert/update collided with, if that was the cause. */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driverError: unknown = error.driverError;
  if (typeof driverError !== 'object' || driverError === null) return undefined;
  const { code, constraint } = driverError as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' ? constraint : undefined;
}

/** Whether a failed insert referenced a row that no longer exists (say, one deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError: unknown = error.driverError;
  return (
    typeof driverError === 'object' &&
    driverError !== null &&
    (driverError as { code?: unknown }).code === '23503'
  );
}

/** Runs a write; a reference to a vanished row answers null instead of failing. */
export async function nullIfReferenceGone<T>(write: () => Promise<T>): Promise<T | null> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) return null;
    throw error;
  }
}
