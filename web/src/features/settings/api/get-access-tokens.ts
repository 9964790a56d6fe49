import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const accessTokensQueryKey = ['/api/user/tokens'] as const;

// Imported with the answer: the settings screen's loader asks before zod is here (ADR 0037).
const loadAccessTokenListSchema = () =>
  import('@crema/contracts/identity/access-tokens').then(
    (contracts) => contracts.accessTokenSummaryListSchema,
  );

/** GET /api/user/tokens: the user's live tokens, never their secrets. */
export const accessTokensQueryOptions = () =>
  queryOptions({
    queryKey: accessTokensQueryKey,
    queryFn: () => apiJson('GET', '/api/user/tokens', loadAccessTokenListSchema()),
  });

export function useAccessTokens() {
  return useQuery(accessTokensQueryOptions());
}
