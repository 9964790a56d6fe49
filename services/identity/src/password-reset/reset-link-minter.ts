import { PasswordResetRepository } from './password-reset.repository';
import { generateLinkToken, hashLinkToken } from '../mail/link-token';
import { resetLink } from './reset-token';

/** A reset link ready to mail. It lives only in the worker's memory and in the mail itself. */
export interface MintedResetLink {
  to: string;
  username: string;
  resetUrl: string;
}

/**
 * Mints the token of a reset request at send time, in the identity worker: only its hash is
 * stored, and every call replaces the previous token, so a retried mail carries a fresh link and
 * a link that may have gone astray in a failed attempt stops working.
 */
export class ResetLinkMinter {
  constructor(
    private readonly requests: PasswordResetRepository,
    /** APP_URL: origin of the web app the link opens. */
    private readonly appUrl: string,
  ) {}

  /** The link to mail, or null when the request is no longer pending (nothing must be sent). */
  async mint(reference: string): Promise<MintedResetLink | null> {
    const token = generateLinkToken();
    const recipient = await this.requests.mintToken(reference, hashLinkToken(token));
    if (!recipient) return null;
    return { to: recipient.email, username: recipient.username, resetUrl: resetLink(this.appUrl, token) };
  }
}
