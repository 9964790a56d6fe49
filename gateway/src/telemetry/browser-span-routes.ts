import { API_ROUTES } from '../openapi/api-routes';

/** Paths the web app requests besides the REST surface (the GraphQL `me` probe). */
const OTHER_ROUTES = [{ method: 'POST', path: '/graphql' }];

/** The name of a browser span whose path is no route of the gateway's. */
export const UNKNOWN_ROUTE = '(unknown)';

interface RouteTemplate {
  method: string;
  /** As the gateway names its own server spans: `/api/users/:username`. */
  name: string;
  pattern: RegExp;
  parameters: number;
}

function templateOf(method: string, path: string): RouteTemplate {
  const segments = path.split('/');
  const pattern = segments
    .map((segment) => (/^\{.+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return {
    method,
    name: segments.map((segment) => segment.replace(/^\{(.+)\}$/, ':$1')).join('/'),
    pattern: new RegExp(`^${pattern}$`),
    parameters: segments.filter((segment) => segment.startsWith('{')).length,
  };
}

// A literal segment wins over a parameter (`/api/users/suggestions` before `/api/users/{username}`).
const TEMPLATES = [
  ...API_ROUTES.map((route) => templateOf(route.method.toUpperCase(), route.path)),
  ...OTHER_ROUTES.map((route) => templateOf(route.method, route.path)),
].sort((a, b) => a.parameters - b.parameters);

/**
 * A browser span's name as the route it called, `GET /api/users/:username`, like the gateway's
 * own span of the same request. The web app only takes out query strings and segments with digits,
 * so a username would otherwise name a span: personal data in traces, and a span name per person.
 */
export function browserSpanRouteName(name: string): string {
  const [method = '', path = ''] = name.split(' ', 2);
  const route = TEMPLATES.find((template) => template.method === method && template.pattern.test(path));
  return `${method} ${route ? route.name : UNKNOWN_ROUTE}`;
}
