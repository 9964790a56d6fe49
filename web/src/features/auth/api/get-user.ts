import { selfUserSchema, type SelfUser } from '@crema/contracts/identity/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';

/** The signed-in user, or null when there is no session (a 401 is an answer, not an error). */
export async function getUser(): Promise<SelfUser | null> {
  try {
    return await apiJson('GET', '/api/user', selfUserSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = () => queryOptions({ queryKey: sessionQueryKey, queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions());
}
