import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const sessionsQueryKey = ['/api/user/sessions'] as const;

// Imported with the answer: the settings screen's loader asks before zod is here (ADR 0037).
const loadSessionListSchema = () =>
  import('@crema/contracts/identity/sessions').then((contracts) => contracts.sessionSummaryListSchema);

/** GET /api/user/sessions: the person's signed-in sessions, most recently used first. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: () => apiJson('GET', '/api/user/sessions', loadSessionListSchema()),
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
