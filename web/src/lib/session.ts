import type { SelfUser } from '@crema/contracts/identity/user';
import type { QueryClient } from '@tanstack/react-query';
import { SESSION_HINT_STORAGE_KEY } from '@/config/constants';

/** The cache entry holding the signed-in user (null when signed out); keyed by its endpoint. */
export const sessionQueryKey = ['/api/user'] as const;

/**
 * Whether this browser had a session when it last knew (a hint: the session cookie is HttpOnly).
 * Wrong either way only costs a request: GET /api/user still decides.
 */
export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Remembers whether there is a session, for the next visit's first request. */
export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_STORAGE_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_STORAGE_KEY);
  } catch {
    // Storage refused (private mode, quota): every visit starts with the probe.
  }
}

export function setSessionUser(queryClient: QueryClient, user: SelfUser | null): void {
  rememberSession(user !== null);
  queryClient.setQueryData<SelfUser | null>(sessionQueryKey, user);
}
