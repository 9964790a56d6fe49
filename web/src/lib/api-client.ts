import { fieldErrorSchema, type FieldError } from '@crema/contracts/common/rpc';
import { z } from 'zod';
import { newTraceparent } from './trace-context';

/** A non-OK answer of the API. `message` reads "<status>: <detail>" (SPEC §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors: FieldError[] = [],
  ) {
    super(`${status}: ${detail}`);
    this.name = 'ApiError';
  }
}

// Problem details (RFC 9457) as the gateway answers; `error`/`message` cover plain JSON errors.
const errorBodySchema = z.object({
  detail: z.string().optional(),
  title: z.string().optional(),
  error: z.string().optional(),
  message: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});

/** The error of a non-OK answer from its status and body text (fetch and XMLHttpRequest alike). */
export function apiErrorFrom(status: number, statusText: string, text: string): ApiError {
  const fallback = statusText || 'Request failed';
  if (!text) return new ApiError(status, fallback);
  try {
    const body = errorBodySchema.safeParse(JSON.parse(text));
    if (body.success) {
      const { detail, error, message, title, errors } = body.data;
      return new ApiError(status, detail ?? error ?? message ?? title ?? fallback, errors);
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  return new ApiError(status, text);
}

async function toApiError(response: Response): Promise<ApiError> {
  return apiErrorFrom(response.status, response.statusText, await response.text());
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Sends a request with the session cookie and a trace of its own; objects go as JSON, FormData
 * as-is (multipart).
 */
export async function apiFetch(method: Method, url: string, body?: unknown): Promise<Response> {
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', traceparent: newTraceparent() },
  };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  const response = await fetch(url, init);
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** A JSON request whose answer is checked against `schema`. */
export async function apiJson<S extends z.ZodType>(
  method: Method,
  url: string,
  schema: S,
  body?: unknown,
): Promise<z.output<S>> {
  const response = await apiFetch(method, url, body);
  return schema.parse(await response.json());
}

/** A request whose answer body is not used (204, or `{ ok: true }`). */
export async function apiSend(method: Method, url: string, body?: unknown): Promise<void> {
  await apiFetch(method, url, body);
}

/** The user-facing part of an error: the server's detail, or the message of anything else. */
export function errorDetail(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.detail;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
