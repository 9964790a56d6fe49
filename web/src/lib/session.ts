import type { SelfUser } from '@crema/contracts/identity/user';
import type { QueryClient } from '@tanstack/react-query';

/** The cache entry holding the signed-in user (null when signed out); keyed by its endpoint. */
export const sessionQueryKey = ['/api/user'] as const;

export function setSessionUser(queryClient: QueryClient, user: SelfUser | null): void {
  queryClient.setQueryData<SelfUser | null>(sessionQueryKey, user);
}
