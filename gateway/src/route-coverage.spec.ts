import 'reflect-metadata';
import { MODULE_METADATA, PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { RequestMethod, type Type } from '@nestjs/common';
import { FEATURE_MODULES } from './app.module';
import { API_ROUTES } from './openapi/api-routes';
import { ACCESS_KEY } from './sessions/access.decorators';

interface DeclaredRoute {
  controller: string;
  handler: string;
  method: string;
  path: string;
  access: unknown;
}

function joinPaths(...parts: unknown[]): string {
  const segments = parts
    .flatMap((part): unknown[] => (Array.isArray(part) ? (part as unknown[]) : [part]))
    .filter((part): part is string => typeof part === 'string' && part !== '' && part !== '/')
    .map((part) => part.replace(/^\/+|\/+$/g, ''));
  // Nest's `:id` is OpenAPI's `{id}`.
  return `/${segments.join('/')}`.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/** Every route of every controller of the feature modules, read from Nest's decorator metadata. */
function declaredRoutes(): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  for (const module of FEATURE_MODULES) {
    const controllers = (Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, module) ?? []) as Type[];
    for (const controller of controllers) {
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path: unknown = Reflect.getMetadata(PATH_METADATA, handler);
        if (path === undefined) continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod;
        routes.push({
          controller: controller.name,
          handler: name,
          method: RequestMethod[method].toLowerCase(),
          path: joinPaths(Reflect.getMetadata(PATH_METADATA, controller), path),
          access: Reflect.getMetadata(ACCESS_KEY, handler) ?? Reflect.getMetadata(ACCESS_KEY, controller),
        });
      }
    }
  }
  return routes;
}

describe('route coverage', () => {
  const routes = declaredRoutes();

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
