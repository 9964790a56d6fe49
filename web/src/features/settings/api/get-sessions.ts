import { sessionSummarySchema } from '@crema/contracts/identity/sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';

export const sessionsQueryKey = ['/api/user/sessions'] as const;

/** GET /api/user/sessions: the person's signed-in sessions, most recently used first. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: () => apiJson('GET', '/api/user/sessions', z.array(sessionSummarySchema)),
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
