import { linkWithToken } from '../mail/link-token';

/** The web page that confirms an email change: it posts the token to `POST /api/user/email/confirm`. */
export function emailConfirmationLink(appUrl: string, token: string): string {
  return linkWithToken(appUrl, '/confirm-email', token);
}

/**
 * An address with most of it hidden, for a mail to someone else's (old) address: `n***@example.com`.
 * Enough for the owner to recognise it, not enough to hand a stranger the new address.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
