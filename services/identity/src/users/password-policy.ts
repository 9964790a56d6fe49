import { RpcError } from '@crema/messaging';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Passwords nobody should choose (ASVS 6.2.4, 6.2.11, 6.2.12), checked offline: the ~30,000 most
 * common passwords of public breach corpora as zxcvbn-ts ships them (`@zxcvbn-ts/language-common`,
 * MIT), and words of Crema's own context. Never a network call.
 */
export const WEAK_PASSWORD =
  'This password is too easy to guess: it is among the most common leaked passwords, or made of your username or the app’s name. Please choose another.';

const COMMON = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
/** Words of the app's context, in any password's core. */
const CONTEXT_WORDS = ['crema', 'coffee', 'espresso', 'cappuccino', 'latte'];

/** The letters a password is built around: digits and symbols stripped from both ends. */
function coreOf(lower: string): string {
  return lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

/** Whether a password is common, or is a common word, the app's name or the person's name padded with digits or symbols. */
export function isWeakPassword(password: string, context: { username?: string; email?: string } = {}): boolean {
  const lower = password.normalize('NFKC').toLowerCase();
  if (COMMON.has(lower)) return true;
  const core = coreOf(lower);
  if (core.length >= 3 && (COMMON.has(core) || CONTEXT_WORDS.includes(core))) return true;
  const names = [context.username, context.email?.split('@')[0]]
    .map((name) => name?.toLowerCase())
    .filter((name): name is string => name !== undefined && name.length >= 3);
  return names.some((name) => core === name || lower.includes(name));
}

/** A common or guessable password is a 400 on its field, before any hashing. */
export function assertStrongPassword(
  password: string,
  path: 'password' | 'newPassword',
  context: { username?: string; email?: string } = {},
): void {
  if (isWeakPassword(password, context)) throw RpcError.validation(WEAK_PASSWORD, [{ path, message: WEAK_PASSWORD }]);
}
