import { ACCESS_TOKEN_PATTERN, accessTokenSchema } from '@crema/contracts/identity/access-tokens';
import { generateAccessToken, hashAccessToken } from './access-token-secret';

describe('access token secrets', () => {
  it('are the crema_pat_ prefix and 32 random bytes in base64url', () => {
    const { token } = generateAccessToken();
    expect(token).toMatch(ACCESS_TOKEN_PATTERN);
    expect(Buffer.from(token.slice('crema_pat_'.length), 'base64url')).toHaveLength(32);
    expect(accessTokenSchema.safeParse(token).success).toBe(true);
  });

  it('never repeat', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => generateAccessToken().token));
    expect(tokens.size).toBe(200);
  });

  it('are stored as their hex SHA-256, with only a short prefix in clear', () => {
    const secret = generateAccessToken();
    expect(secret.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(secret.hash).toBe(hashAccessToken(secret.token));
    expect(secret.hash).not.toContain(secret.token.slice(10));
    expect(secret.displayPrefix).toBe(secret.token.slice(0, 14));
  });
});
