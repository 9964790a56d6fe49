import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), base64url: the 43-character token of the reset link. */
export function generateResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored; a fast hash suffices because the token itself is high-entropy. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function resetLink(appUrl: string, token: string): string {
  const url = new URL('/reset-password', appUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
