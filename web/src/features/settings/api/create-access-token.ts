import {
  createdAccessTokenSchema,
  type CreateAccessTokenBody,
  type CreatedAccessToken,
} from '@crema/contracts/identity/access-tokens';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { accessTokensQueryKey } from './get-access-tokens';

/** POST /api/user/tokens: the answer holds the token's secret, the one time it is ever shown. */
export function createAccessToken(body: CreateAccessTokenBody): Promise<CreatedAccessToken> {
  return apiJson('POST', '/api/user/tokens', createdAccessTokenSchema, body);
}

export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensQueryKey }),
  });
}
