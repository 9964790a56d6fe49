import type { SelfUser } from '@crema/contracts/identity/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client';
import { hasSessionHint, rememberSession, sessionQueryKey } from '@/lib/session';
import { traceRequest } from '@/lib/trace-context';
import { takeServedSessionCookie } from '@/lib/first-screen';
import { loadSelfUserSchema } from './self-user-schema';

interface MeAnswer {
  data?: { me?: { id: string } | null } | null;
}

/**
 * Whether the request carries a session, asked of GraphQL's `me` (null for a guest, SPEC's GraphQL
 * schema): unlike GET /api/user it answers a visitor with 200, so the browser logs no failed
 * request on a visitor's every first page. Any other answer says "maybe": GET /api/user decides.
 * Asked only by a browser that had no session when it last knew.
 */
async function mayHaveSession(): Promise<boolean> {
  let response: Response;
  const trace = traceRequest('POST', '/graphql');
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        traceparent: trace.traceparent,
      },
      body: JSON.stringify({ query: 'query Session { me { id } }', operationName: 'Session' }),
    });
  } catch {
    trace.end(0);
    // No answer at all (offline): this browser had no session when it last knew, so it is taken
    // for a visitor's, who reads the landing from the offline shell.
    return false;
  }
  trace.end(response.status);
  if (!response.ok) return true;
  try {
    const answer = (await response.json()) as MeAnswer;
    return answer.data?.me !== null;
  } catch {
    return true;
  }
}

/**
 * The signed-in user, or null when there is no session (a 401 is an answer, not an error). On the
 * first load of `/` the page itself says whether the request had a session cookie; elsewhere a
 * browser that had no session last time asks GraphQL first and stops there for a visitor. The
 * user's schema (and zod) load only when there is a user to check (ADR 0034).
 */
export async function getUser(): Promise<SelfUser | null> {
  const cookie = takeServedSessionCookie();
  // The gateway served `/` prerendered: this request carried no session cookie, nothing to ask.
  if (cookie === 'absent') {
    rememberSession(false);
    return null;
  }
  if (cookie === 'unknown' && !hasSessionHint() && !(await mayHaveSession())) return null;
  try {
    const user = await apiJson('GET', '/api/user', loadSelfUserSchema());
    rememberSession(true);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      rememberSession(false);
      return null;
    }
    throw error;
  }
}

export const userQueryOptions = () => queryOptions({ queryKey: sessionQueryKey, queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions());
}
