import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_PREFIX } from '@crema/contracts/identity/access-tokens';

/** How much of a token is kept in clear to tell tokens apart: the prefix and 4 random characters (24 bits). */
const DISPLAY_LENGTH = ACCESS_TOKEN_PREFIX.length + 4;

export interface AccessTokenSecret {
  /** Shown to its owner once, never stored. */
  token: string;
  hash: string;
  displayPrefix: string;
}

/** `crema_pat_` + 32 random bytes (256 bits) in base64url. */
export function generateAccessToken(): AccessTokenSecret {
  const token = `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashAccessToken(token), displayPrefix: token.slice(0, DISPLAY_LENGTH) };
}

/**
 * Only this digest is stored. A fast hash is enough: a slow one (argon2) protects low-entropy
 * passwords against guessing, but 256 random bits cannot be guessed, and the lookup runs on every
 * bearer request.
 */
export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
