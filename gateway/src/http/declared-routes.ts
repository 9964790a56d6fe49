import 'reflect-metadata';
import { MODULE_METADATA, PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { RequestMethod, type Type } from '@nestjs/common';
import { ACCESS_KEY } from '../sessions/access.decorators';

/** One HTTP route as its controller declares it. */
export interface DeclaredRoute {
  controller: string;
  handler: string;
  /** Lower case (`get`, `post`…), as in the OpenAPI route table. */
  method: string;
  /** OpenAPI style: `/api/check-ins/{id}`. */
  path: string;
  /** The handler's or controller's access decorator; anything but an Access value means none. */
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

/**
 * Every route of every controller of `modules`, read from Nest's decorator metadata: the one
 * source the route-coverage test and the security battery (e2e/api/security) both walk, so a new
 * route cannot escape either.
 */
export function declaredRoutes(modules: readonly Type[]): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  for (const module of modules) {
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
