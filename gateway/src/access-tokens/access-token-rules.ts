import { scopesAllow, type AccessTokenScope } from '@crema/contracts/identity/access-tokens';
import type { Access } from '../sessions/access.decorators';
import { ProblemException } from '../http/problem.exception';
import { problem } from '../http/problem';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Where a personal access token is accepted and with which scope (ADR 0018). */
export interface TokenRequest {
  access: Access;
  method: string;
  /** A GET marked @ChangesState() needs `write` like an unsafe method. */
  changesState: boolean;
  /** The route checks the scope per operation itself (@ScopeByOperation(): /graphql). */
  scopeByOperation?: boolean;
  scopes: readonly AccessTokenScope[];
}

/** `Authorization: Bearer <token>` → the token (possibly malformed); undefined for any other header. */
export function bearerTokenOf(authorization: string | undefined): string | undefined {
  const match = /^Bearer[ ]+(.*)$/i.exec(authorization ?? '');
  return match ? (match[1] ?? '').trim() : undefined;
}

/**
 * Why a token may not make this request, or undefined when it may. Tokens never carry
 * administrator rights and never reach routes that need a cookie session (managing tokens,
 * password, account deletion); `read` allows safe methods, `write` state-changing ones.
 */
export function tokenRefusal(request: TokenRequest): ProblemException | undefined {
  if (request.access === 'session') {
    return ProblemException.of(403, 'This needs a signed-in session; an access token cannot do it.', {
      code: 'forbidden',
    });
  }
  if (request.access === 'admin') {
    return ProblemException.of(403, 'Access tokens never carry administrator rights.', { code: 'forbidden' });
  }
  if (request.scopeByOperation) return undefined;
  const changesState = request.changesState || UNSAFE_METHODS.has(request.method.toUpperCase());
  if (scopesAllow(request.scopes, changesState)) return undefined;
  const needed: AccessTokenScope = changesState ? 'write' : 'read';
  return new ProblemException(problem(403, `This token lacks the ${needed} scope.`, { code: 'forbidden' }), {
    'www-authenticate': `Bearer error="insufficient_scope", scope="${needed}"`,
  });
}

/** 401 for a token that is malformed, unknown, expired or revoked (RFC 6750). */
export function invalidToken(): ProblemException {
  return new ProblemException(
    problem(401, 'The access token is invalid, expired or revoked.', { code: 'unauthorized' }),
    { 'www-authenticate': 'Bearer error="invalid_token"' },
  );
}
