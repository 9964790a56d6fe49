import {
  isJsonObject,
  parseOperation,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiParameter,
} from './openapi-document';

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call an operation, read from its `security`: `[]` is public, a session-only requirement
 * refuses tokens, and no requirement of its own means the document's default (session or token).
 */
export type OperationAccess = 'public' | 'session-only' | 'session-or-token';

export interface RestBody {
  contentType: string;
  schema?: JsonSchema;
  required: boolean;
}

export interface RestResponse {
  status: string;
  description: string;
  contentType?: string;
  schema?: JsonSchema;
}

export interface RestOperation {
  /** `get /api/check-ins`: unique in the document, an anchor and a React key. */
  id: string;
  method: HttpMethod;
  path: string;
  group: string;
  summary: string;
  description?: string;
  access: OperationAccess;
  parameters: OpenApiParameter[];
  requestBody?: RestBody;
  /** The 2xx answers, whose bodies integrators read. */
  successes: RestResponse[];
  /** The problem+json answers: status and meaning only, they all share the Problem schema. */
  errors: RestResponse[];
}

export interface RestGroup {
  name: string;
  operations: RestOperation[];
}

/** `/api/check-ins/{id}/comments` → `check-ins`: the resource a path is about. */
export function groupOf(path: string): string {
  const [first = '', second] = path.split('/').filter(Boolean);
  return (first === 'api' ? second : first) ?? 'api';
}

function accessOf(security: Record<string, unknown>[] | undefined): OperationAccess {
  if (!security) return 'session-or-token';
  if (security.length === 0) return 'public';
  return security.some((requirement) => 'accessToken' in requirement) ? 'session-or-token' : 'session-only';
}

/** The first media type of a content map (each operation here answers one) and its schema. */
function firstContent(content: unknown): { contentType: string; schema?: JsonSchema } | undefined {
  const [contentType, media] = Object.entries(isJsonObject(content) ? content : {})[0] ?? [];
  if (!contentType) return undefined;
  const schema = isJsonObject(media) && isJsonObject(media.schema) ? media.schema : undefined;
  return schema ? { contentType, schema } : { contentType };
}

function description(response: unknown): string {
  return isJsonObject(response) && typeof response.description === 'string' ? response.description : '';
}

/** Every operation of the document, in its order of paths, GET first within a path. */
export function restOperationsOf(document: OpenApiDocument): RestOperation[] {
  const operations: RestOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isJsonObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = parseOperation(item[method]);
      if (!operation) continue;
      const body = operation.requestBody;
      const bodyContent = firstContent(body?.content);
      const responses = Object.entries(operation.responses).map(([status, response]) => ({
        status,
        description: description(response),
        ...firstContent(isJsonObject(response) ? response.content : undefined),
      }));
      operations.push({
        id: `${method} ${path}`,
        method,
        path,
        group: groupOf(path),
        summary: operation.summary ?? '',
        description: operation.description,
        access: accessOf(operation.security),
        parameters: operation.parameters ?? [],
        requestBody: bodyContent ? { ...bodyContent, required: body?.required ?? false } : undefined,
        successes: responses.filter((response) => response.status.startsWith('2')),
        errors: responses.filter((response) => !response.status.startsWith('2')),
      });
    }
  }
  return operations;
}

/**
 * The operations whose method, path, summary or resource contain every word of the query
 * (any letter case), grouped by resource in the order the groups first appear.
 */
export function groupOperations(operations: readonly RestOperation[], query: string): RestGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = new Map<string, RestOperation[]>();
  for (const operation of operations) {
    const text =
      `${operation.method} ${operation.path} ${operation.summary} ${operation.group}`.toLowerCase();
    if (!words.every((word) => text.includes(word))) continue;
    groups.set(operation.group, [...(groups.get(operation.group) ?? []), operation]);
  }
  return [...groups].map(([name, grouped]) => ({ name, operations: grouped }));
}
