import { z } from 'zod';

/**
 * The parts of an OpenAPI 3.1 document the reference renders. Loose on purpose: the gateway's
 * document may gain fields, and schemas stay plain JSON Schema objects read by `schema-outline.ts`.
 */
export type JsonSchema = Record<string, unknown>;

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// A map checked only for being an object, not z.record: that one would add its code to the
// shared vendor chunk every screen loads, for this page alone.
const jsonObject = z.custom<Record<string, unknown>>(isJsonObject, 'Expected an object');

const parameterSchema = z.looseObject({
  name: z.string(),
  in: z.string(),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: jsonObject.optional(),
});

const operationSchema = z.looseObject({
  summary: z.string().optional(),
  description: z.string().optional(),
  /** Security requirements: `{ session: [] }` and the like; `[]` is public. */
  security: z.array(jsonObject).optional(),
  parameters: z.array(parameterSchema).optional(),
  requestBody: z.looseObject({ required: z.boolean().optional(), content: jsonObject.optional() }).optional(),
  /** Status → `{ description, content: { <media type>: { schema } } }`. */
  responses: jsonObject,
});

export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  /** Path → method → operation. */
  paths: jsonObject,
  components: z.looseObject({ schemas: jsonObject.optional() }).optional(),
});

export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
export type OpenApiOperation = z.infer<typeof operationSchema>;
export type OpenApiParameter = z.infer<typeof parameterSchema>;

/** An operation object of the document, or undefined for path-level keys (`parameters`, `summary`). */
export function parseOperation(value: unknown): OpenApiOperation | undefined {
  const parsed = operationSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
