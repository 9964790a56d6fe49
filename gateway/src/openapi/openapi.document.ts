import { PROBLEM_CONTENT_TYPE, problemSchema } from '@crema/contracts/common/problem';
import { z } from 'zod';
import type { ApiRoute } from './api-routes';

type JsonSchema = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid input',
  401: 'Not signed in',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  415: 'Unsupported media type',
  429: 'Too many requests (see Retry-After)',
  500: 'Unexpected failure',
  503: 'A back-end service is unavailable',
};

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** A JSON body, a multipart upload, or an optional form (the one-click unsubscribe). */
function requestBodyOf(route: ApiRoute): JsonSchema | undefined {
  if (route.body) {
    return { required: true, content: { 'application/json': { schema: schemaOf(route.body, 'input') } } };
  }
  if (route.upload) {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [route.upload.field],
            properties: {
              [route.upload.field]: { type: 'string', format: 'binary', maxLength: route.upload.maxBytes },
            },
          },
        },
      },
    };
  }
  if (route.form) {
    return {
      required: false,
      content: { 'application/x-www-form-urlencoded': { schema: schemaOf(route.form, 'input') } },
    };
  }
  return undefined;
}

function operation(route: ApiRoute): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  const { success } = route;
  responses[String(success.status)] = {
    description: success.description,
    ...(success.attachment
      ? { headers: { 'Content-Disposition': { schema: { type: 'string' }, description: 'attachment' } } }
      : {}),
    ...(success.schema
      ? { content: { 'application/json': { schema: schemaOf(success.schema, 'output') } } }
      : {}),
    ...(success.eventStream ? { content: { 'text/event-stream': { schema: { type: 'string' } } } } : {}),
  };
  for (const status of [...route.errors, 500, 503]) {
    responses[String(status)] = {
      description: STATUS_TEXT[status] ?? 'Error',
      content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } },
    };
  }
  const pathParameters = [...route.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const queryParameters = route.query
    ? Object.entries(route.query.shape).map(([name, schema]) => ({
        name,
        in: 'query',
        required: !(schema as z.ZodType).safeParse(undefined).success,
        schema: schemaOf(schema as z.ZodType, 'input'),
      }))
    : [];
  const parameters = [...pathParameters, ...queryParameters];
  const requestBody = requestBodyOf(route);
  return {
    summary: route.summary,
    ...(route.access === 'public' ? { security: [] } : {}),
    ...(route.access === 'session'
      ? {
          security: [{ session: [] }],
          description: 'Needs a session cookie; access tokens are refused (403).',
        }
      : {}),
    ...(route.access === 'admin'
      ? { security: [{ session: [] }], description: 'Administrators only, by session cookie.' }
      : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** OpenAPI 3.1 description of the REST surface, built from the route table and the shared zod schemas. */
export function buildOpenApiDocument(routes: readonly ApiRoute[], version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    paths[route.path] = { ...paths[route.path], [route.method]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Crema API', version },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'crema_sid' },
        accessToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A personal access token (Settings → Developer): `read` allows GET, `write` POST/PUT/PATCH/DELETE. Answers carry RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset.',
        },
      },
      schemas: { Problem: schemaOf(problemSchema, 'output') },
    },
    security: [{ session: [] }, { accessToken: [] }],
    paths,
  };
}
