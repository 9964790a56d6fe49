import { unsubscribeTokenSchema } from '@crema/contracts/identity/rest';
import { signPurposeToken, UNSUBSCRIBE_PURPOSE, UnsubscribeTokens } from './unsubscribe-token';

const SECRET = 'a-test-unsubscribe-key-that-is-long-enough';

describe('unsubscribe tokens', () => {
  const tokens = new UnsubscribeTokens(SECRET);

  it('name the person they were made for, in the shape the contracts accept', () => {
    const token = tokens.tokenFor(42);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(unsubscribeTokenSchema.safeParse(token).success).toBe(true);
    expect(tokens.userIdOf(token)).toBe(42);
    expect(tokens.userIdOf(tokens.tokenFor(2 ** 31 - 1))).toBe(2 ** 31 - 1);
  });

  it('refuse a tampered token: another person, an altered MAC, a foreign key', () => {
    const [, mac = ''] = tokens.tokenFor(42).split('.');
    expect(tokens.userIdOf(`43.${mac}`)).toBeNull();
    const altered = `${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    expect(tokens.userIdOf(`42.${altered}`)).toBeNull();
    expect(tokens.userIdOf(new UnsubscribeTokens(`${SECRET}!`).tokenFor(42))).toBeNull();
  });

  it('refuse a MAC the same key made for another purpose', () => {
    expect(tokens.userIdOf(signPurposeToken(SECRET, 'crema/something-else/v1', 42))).toBeNull();
    expect(tokens.userIdOf(signPurposeToken(SECRET, UNSUBSCRIBE_PURPOSE, 42))).toBe(42);
  });

  it('refuse malformed tokens without throwing', () => {
    for (const token of [
      '',
      '42',
      '42.',
      '0.abc',
      `-1.${'A'.repeat(43)}`,
      `99999999999.${'A'.repeat(43)}`,
      `42.${'A'.repeat(44)}`,
    ]) {
      expect(tokens.userIdOf(token)).toBeNull();
    }
    expect(tokens.userIdOf(`4294967295.${'A'.repeat(43)}`)).toBeNull();
  });
});
