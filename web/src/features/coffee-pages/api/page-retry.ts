import { ApiError } from '@/lib/api-client';

/** A page that is not there (404) or a bad id (400) is final; anything else is tried once more. */
export function pageRetry(failures: number, error: Error): boolean {
  return !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && failures < 1;
}
