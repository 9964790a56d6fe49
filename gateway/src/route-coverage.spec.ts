import { FEATURE_MODULES } from './app.module';
import { declaredRoutes } from './http/declared-routes';
import { API_ROUTES } from './openapi/api-routes';

describe('route coverage', () => {
  const routes = declaredRoutes(FEATURE_MODULES);

  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(API_ROUTES.length);
  });

  it('every route declares who may call it (@Public, @Authenticated, @SessionOnly or @AdminOnly)', () => {
    const undeclared = routes
      .filter((route) => !['public', 'user', 'session', 'admin'].includes(route.access as string))
      .map((route) => `${route.controller}.${route.handler} (${route.method.toUpperCase()} ${route.path})`);
    expect(undeclared).toEqual([]);
  });

  it('every /api route is described in the OpenAPI route table with the same access, and vice versa', () => {
    const documented = new Map(API_ROUTES.map((route) => [`${route.method} ${route.path}`, route.access]));
    const served = routes.filter(
      (route) => route.path.startsWith('/api/') && route.path !== '/api/openapi.json',
    );
    expect(served.map((route) => [`${route.method} ${route.path}`, route.access]).sort()).toEqual(
      [...documented.entries()].sort(),
    );
  });
});
