import { accessTokenSummarySchema } from '@crema/contracts/identity/access-tokens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';

export const accessTokensQueryKey = ['/api/user/tokens'] as const;

/** GET /api/user/tokens: the user's live tokens, never their secrets. */
export const accessTokensQueryOptions = () =>
  queryOptions({
    queryKey: accessTokensQueryKey,
    queryFn: () => apiJson('GET', '/api/user/tokens', z.array(accessTokenSummarySchema)),
  });

export function useAccessTokens() {
  return useQuery(accessTokensQueryOptions());
}
