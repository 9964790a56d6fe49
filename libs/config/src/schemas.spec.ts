import { EnvError, loadEnv } from './env';
import {
  DEVELOPMENT_ADMIN_USERNAME,
  DEVELOPMENT_UNSUBSCRIBE_TOKEN_SECRET,
  gatewayEnv,
  identityEnv,
  identityWorkerEnv,
  migrateEnv,
  parseWindowLimit,
} from './schemas';

const UNSUBSCRIBE_TOKEN_SECRET = 'a-production-unsubscribe-key-of-40-chars!';

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
      loadEnv(identityEnv, {
        NODE_ENV: 'production',
        ADMIN_USERNAME: ' head.barista ',
        UNSUBSCRIBE_TOKEN_SECRET,
      }).ADMIN_USERNAME,
    ).toBe('head.barista');
  });
});

describe('UNSUBSCRIBE_TOKEN_SECRET', () => {
  it('falls back to the development key outside production, in the service and in the worker', () => {
    expect(loadEnv(identityEnv, {}).UNSUBSCRIBE_TOKEN_SECRET).toBe(DEVELOPMENT_UNSUBSCRIBE_TOKEN_SECRET);
    expect(loadEnv(identityWorkerEnv, { NODE_ENV: 'test' }).UNSUBSCRIBE_TOKEN_SECRET).toBe(
      DEVELOPMENT_UNSUBSCRIBE_TOKEN_SECRET,
    );
  });

  it('is required in production, and refused when shorter than 32 characters', () => {
    for (const schema of [identityEnv, identityWorkerEnv]) {
      const production = { NODE_ENV: 'production', ADMIN_USERNAME: 'head.barista' };
      expect(() => loadEnv(schema, production)).toThrow(
        /UNSUBSCRIBE_TOKEN_SECRET: is required in production/,
      );
      expect(() => loadEnv(schema, { ...production, UNSUBSCRIBE_TOKEN_SECRET: 'short' })).toThrow(
        /UNSUBSCRIBE_TOKEN_SECRET: must be at least 32 characters/,
      );
      expect(loadEnv(schema, { ...production, UNSUBSCRIBE_TOKEN_SECRET }).UNSUBSCRIBE_TOKEN_SECRET).toBe(
        UNSUBSCRIBE_TOKEN_SECRET,
      );
    }
  });
});

describe('TRUST_PROXY', () => {
  const trustOf = (TRUST_PROXY?: string) =>
    loadEnv(gatewayEnv, TRUST_PROXY === undefined ? {} : { TRUST_PROXY }).TRUST_PROXY;

  it('trusts nobody unless set', () => {
    expect(trustOf()).toBe(false);
    expect(trustOf(' ')).toBe(false);
  });

  it('takes a hop count (the ingress) or a list of addresses and ranges', () => {
    expect(trustOf('1')).toBe(1);
    expect(trustOf('127.0.0.1, 10.2.0.0/16')).toEqual(['127.0.0.1', '10.2.0.0/16']);
  });

  it('refuses "true", which would let any client name its own address, and malformed lists', () => {
    for (const value of ['true', '10.0.0.1,,10.0.0.2', '0', 'ingress', '10.0.0.0/33']) {
      expect(() => trustOf(value)).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('window limits of the gateway', () => {
  it('reads count/window with seconds, minutes or hours', () => {
    expect(parseWindowLimit('10/1h')).toEqual({ limit: 10, windowSeconds: 3600 });
    expect(parseWindowLimit(' 5/15m ')).toEqual({ limit: 5, windowSeconds: 900 });
    expect(parseWindowLimit('30/90s')).toEqual({ limit: 30, windowSeconds: 90 });
  });

  it.each(['10', '10/h', '0/1h', '10/0s', '-1/1h', '10/1d', '1e3/1h', '10/1h;'])('refuses %j', (text) => {
    expect(parseWindowLimit(text)).toBeUndefined();
  });

  it('defaults to a real product’s limits and names a bad variable', () => {
    const env = loadEnv(gatewayEnv, {});
    expect(env.REGISTER_LIMIT_PER_ADDRESS).toEqual({ limit: 10, windowSeconds: 3600 });
    expect(env.FORGOT_PASSWORD_LIMIT_PER_EMAIL).toEqual({ limit: 3, windowSeconds: 3600 });
    expect(env.HEALTH_PORT).not.toBe(env.PORT);
    expect(() => loadEnv(gatewayEnv, { REGISTER_LIMIT_PER_ADDRESS: 'lots' })).toThrow(
      /REGISTER_LIMIT_PER_ADDRESS: must be count\/window/,
    );
  });
});

describe('migrateEnv (the service role a migrate run provisions)', () => {
  it('leaves the role name and password unset by default (migrate.js then uses crema_<service>)', () => {
    const env = loadEnv(migrateEnv, {});
    expect(env.DATABASE_ROLE).toBeUndefined();
    expect(env.DATABASE_ROLE_PASSWORD).toBeUndefined();
  });

  it('takes a lower-case role name and a URL-safe password of 16 or more characters', () => {
    const env = loadEnv(migrateEnv, {
      DATABASE_ROLE: 'crema_identity',
      DATABASE_ROLE_PASSWORD: '0123456789abcdef-._~',
    });
    expect(env).toMatchObject({
      DATABASE_ROLE: 'crema_identity',
      DATABASE_ROLE_PASSWORD: '0123456789abcdef-._~',
    });
  });

  it.each([
    ['DATABASE_ROLE', 'Crema'],
    ['DATABASE_ROLE', 'crema-identity'],
    ['DATABASE_ROLE', 'crema"; DROP ROLE x; --'],
    ['DATABASE_ROLE_PASSWORD', 'short'],
    ['DATABASE_ROLE_PASSWORD', 'has@sign/and:colon-in-url'],
  ])('refuses %s=%j, naming it', (variable, value) => {
    expect(() => loadEnv(migrateEnv, { [variable]: value })).toThrow(new RegExp(variable));
  });
});
