import type { FieldError } from '@crema/contracts/common/rpc';
import type { z } from 'zod';
import { traceRequest } from './trace-context';

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

/** A request that got no answer at all: the browser is offline, or Crema cannot be reached. */
export class NetworkError extends Error {
  constructor() {
    super("Crema can't be reached. Check your connection and try again.");
    this.name = 'NetworkError';
  }
}

// Problem details (RFC 9457) as the gateway answers; `error`/`message` cover plain JSON errors.
interface ErrorBody {
  detail?: string;
  title?: string;
  error?: string;
  message?: string;
  errors?: FieldError[];
}

const ERROR_BODY_TEXTS = ['detail', 'title', 'error', 'message'] as const;

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { path?: unknown }).path === 'string' &&
  typeof (value as { message?: unknown }).message === 'string';

/**
 * The body as an error body, or undefined when it is not one. Checked by hand rather than with a
 * zod schema: every page's first request goes through here, and zod loads with the screens that
 * parse answers (ADR 0025).
 */
function errorBodyOf(value: unknown): ErrorBody | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const body: ErrorBody = {};
  for (const key of ERROR_BODY_TEXTS) {
    const text = record[key];
    if (text === undefined) continue;
    if (typeof text !== 'string') return undefined;
    body[key] = text;
  }
  if (record.errors !== undefined) {
    if (!Array.isArray(record.errors) || !record.errors.every(isFieldError)) return undefined;
    body.errors = record.errors.map(({ path, message }) => ({ path, message }));
  }
  return body;
}

/** The error of a non-OK answer from its status and body text (fetch and XMLHttpRequest alike). */
export function apiErrorFrom(status: number, statusText: string, text: string): ApiError {
  const fallback = statusText || 'Request failed';
  if (!text) return new ApiError(status, fallback);
  try {
    const body = errorBodyOf(JSON.parse(text));
    if (body) {
      const { detail, error, message, title, errors } = body;
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
 * as-is (multipart). Fails with an ApiError for a non-OK answer, a NetworkError for none.
 */
export async function apiFetch(method: Method, url: string, body?: unknown): Promise<Response> {
  const trace = traceRequest(method, url);
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', traceparent: trace.traceparent },
  };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  const response = await fetch(url, init).catch(() => {
    trace.end(0);
    throw new NetworkError();
  });
  trace.end(response.status);
  if (!response.ok) throw await toApiError(response);
  return response;
}

/**
 * A JSON request whose answer is checked against `schema`, which may still be loading (a contract
 * imported lazily): the request does not wait for it.
 */
export async function apiJson<S extends z.ZodType>(
  method: Method,
  url: string,
  schema: S | Promise<S>,
  body?: unknown,
): Promise<z.output<S>> {
  // A schema still loading when the request fails is not awaited: its own failure is not the error.
  if (schema instanceof Promise) void schema.catch(() => undefined);
  const response = await apiFetch(method, url, body);
  return (await schema).parse(await response.json());
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
