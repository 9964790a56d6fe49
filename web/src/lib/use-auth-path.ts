import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { authPath, NEXT_PARAM } from './return-path';

/**
 * The auth screen, coming back here after login or registration: for guests' Follow, Like, Save
 * and Log in. On the auth screen itself the place to come back to stays the one it was given.
 */
export function useAuthPath(tab?: 'register'): string {
  const { pathname, search, hash } = useLocation();
  const next =
    pathname === paths.auth ? new URLSearchParams(search).get(NEXT_PARAM) : `${pathname}${search}${hash}`;
  return authPath({ next, tab });
}
