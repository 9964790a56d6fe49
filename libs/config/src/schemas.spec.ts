import { EnvError, loadEnv } from './env';
import { DEVELOPMENT_ADMIN_USERNAME, identityEnv } from './schemas';

describe('identityEnv', () => {
  it('names the designated administrator account "admin" outside production', () => {
    expect(loadEnv(identityEnv, {}).ADMIN_USERNAME).toBe(DEVELOPMENT_ADMIN_USERNAME);
    expect(loadEnv(identityEnv, { NODE_ENV: 'test' }).ADMIN_USERNAME).toBe('admin');
  });

  it('refuses to start in production without ADMIN_USERNAME, naming it', () => {
    expect(() => loadEnv(identityEnv, { NODE_ENV: 'production' })).toThrow(EnvError);
    expect(() => loadEnv(identityEnv, { NODE_ENV: 'production' })).toThrow(/ADMIN_USERNAME: is required/);
    expect(() => loadEnv(identityEnv, { NODE_ENV: 'production', ADMIN_USERNAME: '  ' })).toThrow(
      /ADMIN_USERNAME/,
    );
  });

  it('takes the name production sets, trimmed', () => {
    expect(
      loadEnv(identityEnv, { NODE_ENV: 'production', ADMIN_USERNAME: ' head.barista ' }).ADMIN_USERNAME,
    ).toBe('head.barista');
  });
});
