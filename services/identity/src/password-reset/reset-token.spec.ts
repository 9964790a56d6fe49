import { generateLinkToken, hashLinkToken } from '../mail/link-token';
import { resetLink } from './reset-token';

describe('reset tokens', () => {
  it('are 43 base64url characters (256 random bits) and never repeat', () => {
    const tokens = new Set(Array.from({ length: 100 }, generateLinkToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('are stored as their hex SHA-256', () => {
    expect(hashLinkToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('travel in a link to the web app', () => {
    expect(resetLink('https://crema.example/', 'tok_en-1')).toBe(
      'https://crema.example/reset-password?token=tok_en-1',
    );
  });
});
