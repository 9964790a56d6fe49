import { API_ROUTES } from './api-routes';
import { buildOpenApiDocument } from './openapi.document';

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument(API_ROUTES, '1.0.0') as {
    openapi: string;
    paths: Record<
      string,
      Record<string, { requestBody?: unknown; security?: unknown; responses: Record<string, unknown> }>
    >;
  };

  it('describes every route of the table as OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const route of API_ROUTES) {
      expect(
        document.paths[route.path]?.[route.method]?.responses[String(route.success.status)],
      ).toBeDefined();
    }
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('takes request bodies from the shared zod schemas', () => {
    const register = document.paths['/api/register']?.post?.requestBody as {
      content: {
        'application/json': {
          schema: { required: string[]; properties: Record<string, { minLength?: number }> };
        };
      };
    };
    const schema = register.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['username', 'email', 'password']));
    expect(schema.properties.password?.minLength).toBe(8);
  });

  it("describes the one-click unsubscribe's optional RFC 8058 form body", () => {
    const unsubscribe = document.paths['/api/email/unsubscribe']?.post?.requestBody as {
      required: boolean;
      content: Record<string, { schema: { properties: Record<string, { const?: string }> } }>;
    };
    expect(unsubscribe.required).toBe(false);
    expect(
      unsubscribe.content['application/x-www-form-urlencoded']?.schema.properties['List-Unsubscribe']?.const,
    ).toBe('One-Click');
  });

  it('marks public routes as needing no session', () => {
    expect(document.paths['/api/login']?.post?.security).toEqual([]);
    expect(document.paths['/api/user']?.get?.security).toBeUndefined();
  });
});
