import { isForbiddenCrossOrigin, type OriginCheckInput } from './origin-check';

const base: OriginCheckInput = {
  method: 'POST',
  origin: undefined,
  secFetchSite: undefined,
  requestOrigin: 'http://127.0.0.1:3000',
  appOrigin: 'http://localhost:3000',
};

describe('isForbiddenCrossOrigin', () => {
  it('lets safe methods through whatever their origin', () => {
    expect(isForbiddenCrossOrigin({ ...base, method: 'GET', origin: 'https://evil.example' })).toBe(false);
    expect(isForbiddenCrossOrigin({ ...base, method: 'HEAD', secFetchSite: 'cross-site' })).toBe(false);
  });

  it('lets a route whose only credential is a token in its URL (one-click unsubscribe) be called from anywhere', () => {
    for (const origin of ['https://webmail.example', 'null', undefined]) {
      expect(
        isForbiddenCrossOrigin({ ...base, origin, secFetchSite: 'cross-site', authorizedByUrlToken: true }),
      ).toBe(false);
    }
    expect(
      isForbiddenCrossOrigin({ ...base, origin: 'https://webmail.example', secFetchSite: 'cross-site' }),
    ).toBe(true);
  });

  it('leaves requests with a bearer token to the token (no cookie counts for them)', () => {
    expect(
      isForbiddenCrossOrigin({
        ...base,
        bearer: true,
        origin: 'https://evil.example',
        secFetchSite: 'cross-site',
      }),
    ).toBe(false);
    expect(isForbiddenCrossOrigin({ ...base, bearer: false, origin: 'https://evil.example' })).toBe(true);
  });

  it('accepts state-changing requests without an Origin header', () => {
    expect(isForbiddenCrossOrigin(base)).toBe(false);
  });

  it('accepts the app origin and the origin the request was sent to', () => {
    expect(isForbiddenCrossOrigin({ ...base, origin: 'http://localhost:3000' })).toBe(false);
    expect(isForbiddenCrossOrigin({ ...base, method: 'delete', origin: 'http://127.0.0.1:3000' })).toBe(
      false,
    );
    expect(
      isForbiddenCrossOrigin({
        ...base,
        appOrigin: 'http://localhost:3000/',
        origin: 'http://localhost:3000',
      }),
    ).toBe(false);
  });

  it.each(['https://evil.example', 'http://localhost:3001', 'https://localhost:3000', 'null', 'not a url'])(
    'refuses the foreign origin %s',
    (origin) => {
      expect(isForbiddenCrossOrigin({ ...base, origin })).toBe(true);
    },
  );

  it('refuses what the browser marks as cross-site even with a matching origin', () => {
    expect(
      isForbiddenCrossOrigin({ ...base, origin: 'http://localhost:3000', secFetchSite: 'cross-site' }),
    ).toBe(true);
    expect(isForbiddenCrossOrigin({ ...base, secFetchSite: 'same-origin' })).toBe(false);
    expect(isForbiddenCrossOrigin({ ...base, secFetchSite: 'same-site' })).toBe(false);
  });

  describe('on a GET that changes state', () => {
    const get: OriginCheckInput = { ...base, method: 'GET', changesState: true };

    it('accepts what the browser says comes from our own origin, and clients that say nothing', () => {
      expect(isForbiddenCrossOrigin({ ...get, secFetchSite: 'same-origin' })).toBe(false);
      expect(isForbiddenCrossOrigin({ ...get, secFetchSite: 'none' })).toBe(false);
      expect(isForbiddenCrossOrigin(get)).toBe(false);
      expect(isForbiddenCrossOrigin({ ...get, origin: 'http://localhost:3000' })).toBe(false);
    });

    it('refuses other sites, sibling sites (a navigation carries no Origin) and foreign origins', () => {
      expect(isForbiddenCrossOrigin({ ...get, secFetchSite: 'cross-site' })).toBe(true);
      expect(isForbiddenCrossOrigin({ ...get, secFetchSite: 'same-site' })).toBe(true);
      expect(isForbiddenCrossOrigin({ ...get, secFetchSite: 'SAME-SITE' })).toBe(true);
      expect(isForbiddenCrossOrigin({ ...get, origin: 'https://evil.example' })).toBe(true);
      expect(isForbiddenCrossOrigin({ ...get, secFetchSite: 'same-origin', origin: 'null' })).toBe(true);
    });
  });
});
