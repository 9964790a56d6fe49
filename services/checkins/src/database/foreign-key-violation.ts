import { QueryFailedError } from 'typeorm';

/** Whether a failed insert referenced a row that no longer exists (a check-in deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError: unknown = error.driverError;
  return (
    typeof driverError === 'object' &&
    driverError !== null &&
    (driverError as { code?: unknown }).code === '23503'
  );
}

/** Runs a write; a reference to a vanished check-in answers null instead of failing. */
export async function nullIfReferenceGone<T>(write: () => Promise<T>): Promise<T | null> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) return null;
    throw error;
  }
}
