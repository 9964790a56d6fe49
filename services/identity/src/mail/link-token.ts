import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), base64url: the 43-character token of a mailed link (reset, email confirmation). */
export function generateLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored; a fast hash suffices because the token itself is high-entropy. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A page of the web app that reads the token from its query. */
export function linkWithToken(appUrl: string, path: string, token: string): string {
  const url = new URL(path, appUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
