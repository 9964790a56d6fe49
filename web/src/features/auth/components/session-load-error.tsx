import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { errorDetail } from '@/lib/api-client';

// Drawn only when the session could not be loaded: its card and button stay out of the first load
// (ADR 0025).
const SessionError = lazy(async () => ({ default: (await import('./session-error')).SessionError }));

/** The page in place of a screen whose session could not be loaded (offline, Crema unreachable), with Retry. */
export function SessionLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Suspense fallback={<PageSpinner label="Loading your session" />}>
      <SessionError message={errorDetail(error)} onRetry={onRetry} />
    </Suspense>
  );
}
