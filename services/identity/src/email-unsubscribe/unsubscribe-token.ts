import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed into every unsubscribe token beside the person's id, so a MAC the same key makes for any
 * other purpose (another kind of link, a later version of this one) never passes for one.
 */
export const UNSUBSCRIBE_PURPOSE = 'crema/email-unsubscribe/v1';

const TOKEN = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;
const USER_ID_MAX = 2 ** 31 - 1;

/** `<userId>.<base64url HMAC-SHA256 of purpose and userId>`: names a person for one purpose, unforgeable without the key. */
export function signPurposeToken(secret: string, purpose: string, userId: number): string {
  return `${userId}.${macOf(secret, purpose, userId).toString('base64url')}`;
}

/** The person a token names, or null when the key did not sign it for this purpose. */
export function verifyPurposeToken(secret: string, purpose: string, token: string): number | null {
  const match = TOKEN.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const userId = Number(match[1]);
  if (userId > USER_ID_MAX) return null;
  const given = Buffer.from(match[2], 'base64url');
  const expected = macOf(secret, purpose, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

function macOf(secret: string, purpose: string, userId: number): Buffer {
  return createHmac('sha256', secret).update(`${purpose}\n${userId}`).digest();
}

/**
 * The one-click unsubscribe tokens of digest mails (UNSUBSCRIBE_TOKEN_SECRET): the worker signs
 * them, the service verifies them. They do not expire: a mail may be opened months later, and
 * what a token can do (turn one person's email notifications off) is harmless to repeat.
 */
export class UnsubscribeTokens {
  constructor(private readonly secret: string) {}

  tokenFor(userId: number): string {
    return signPurposeToken(this.secret, UNSUBSCRIBE_PURPOSE, userId);
  }

  userIdOf(token: string): number | null {
    return verifyPurposeToken(this.secret, UNSUBSCRIBE_PURPOSE, token);
  }
}
