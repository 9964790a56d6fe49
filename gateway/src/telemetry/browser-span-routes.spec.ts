import { browserSpanRouteName, UNKNOWN_ROUTE } from './browser-span-routes';

describe('browserSpanRouteName', () => {
  it("names a span after the gateway's route, parameters by name", () => {
    expect(browserSpanRouteName('GET /api/users/ana')).toBe('GET /api/users/:username');
    expect(browserSpanRouteName('GET /api/users/ana/followers')).toBe('GET /api/users/:username/followers');
    expect(browserSpanRouteName('GET /api/check-ins/:id/comments')).toBe('GET /api/check-ins/:id/comments');
    expect(browserSpanRouteName('POST /api/users/:id/follow')).toBe('POST /api/users/:id/follow');
  });

  it('keeps literal routes, a literal segment winning over a parameter', () => {
    expect(browserSpanRouteName('GET /api/user')).toBe('GET /api/user');
    expect(browserSpanRouteName('POST /graphql')).toBe('POST /graphql');
    expect(browserSpanRouteName('GET /api/check-ins')).toBe('GET /api/check-ins');
  });

  it('says so for a path or method the gateway has no route for', () => {
    expect(browserSpanRouteName('GET /api/nothing-here/ana')).toBe(`GET ${UNKNOWN_ROUTE}`);
    expect(browserSpanRouteName('PATCH /graphql')).toBe(`PATCH ${UNKNOWN_ROUTE}`);
  });
});
