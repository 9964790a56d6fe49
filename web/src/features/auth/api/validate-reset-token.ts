import { okReply } from '@crema/contracts/common/rpc';
import { resetTokenSchema } from '@crema/contracts/identity/rest';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** Resolves when the server accepts the reset token; any failure means invalid or expired. */
export async function validateResetToken(token: string): Promise<true> {
  await apiJson('GET', `/api/reset-password?token=${encodeURIComponent(token)}`, okReply);
  return true;
}

export const validateResetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['/api/reset-password', token],
    queryFn: () => validateResetToken(token),
    // A token that cannot be well-formed is not worth a request.
    enabled: resetTokenSchema.safeParse(token).success,
    // Validity changes (expiry, use), so each visit asks again.
    staleTime: 0,
    gcTime: 0,
  });

export function useValidateResetToken(token: string) {
  return useQuery(validateResetTokenQueryOptions(token));
}
