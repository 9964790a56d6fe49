import type { SelfUser } from '@crema/contracts/identity/user';
import { skipToken, useQuery } from '@tanstack/react-query';
import { sessionQueryKey } from './session';

/**
 * The signed-in user's id, or null for a guest. Reads the session entry the auth provider keeps
 * under GET /api/user (lib/session) without fetching it, so features need no auth import.
 */
export function useViewerId(): number | null {
  const { data } = useQuery<SelfUser | null>({ queryKey: sessionQueryKey, queryFn: skipToken });
  return data?.id ?? null;
}
