import { HttpException } from '@nestjs/common';
import type { Problem } from '@crema/contracts/common/problem';
import { isDependencyOutage, RpcError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '@crema/messaging';
import { problem, problemFromRpcError } from './problem';
import { ProblemException } from './problem.exception';

export interface MappedProblem {
  problem: Problem;
  headers: Readonly<Record<string, string>>;
  /** True for failures the client did not cause: they are logged with their internals. */
  unexpected: boolean;
}

const INTERNAL_DETAIL = 'Something went wrong on our side.';

/** Fastify's own request errors (raised before a handler runs) in words a client can act on. */
const FASTIFY_ERRORS: Readonly<Record<string, readonly [number, string]>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type. Send JSON (application/json).'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty but its content type says JSON.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'The request is not multipart/form-data.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The uploaded file is too large.'],
  FST_FILES_LIMIT: [413, 'Too many files in the request.'],
  FST_PARTS_LIMIT: [413, 'Too many parts in the request.'],
  FST_FIELDS_LIMIT: [413, 'Too many fields in the request.'],
};

function codeOf(value: unknown): string | undefined {
  const code = (value as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function statusOf(value: unknown): number | undefined {
  const status = (value as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** A request error from Fastify or one of its plugins (they carry `code` and `statusCode`). */
function fromFastifyError(error: unknown): MappedProblem | undefined {
  const code = codeOf(error);
  const known = code ? FASTIFY_ERRORS[code] : undefined;
  if (known) return { problem: problem(known[0], known[1]), headers: {}, unexpected: false };
  if (error instanceof SyntaxError && statusOf(error) === 400) {
    return { problem: problem(400, 'The request body is not valid JSON.'), headers: {}, unexpected: false };
  }
  const status = statusOf(error);
  if (code?.startsWith('FST_') && status !== undefined && status >= 400 && status < 500) {
    return { problem: problem(status, (error as Error).message), headers: {}, unexpected: false };
  }
  return undefined;
}

/**
 * Redis unreachable (ioredis gave up retrying, or the connection is gone): sessions are down. The
 * same test as the services' (isDependencyOutage), which also knows ioredis's words for it.
 */
function isRedisOutage(error: unknown): boolean {
  return isDependencyOutage(error);
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return exception.message;
}

/**
 * Turns anything thrown while serving a request into RFC 9457 problem details. Client mistakes
 * keep their message; everything else becomes a 500 that reveals nothing.
 */
export function toProblem(error: unknown): MappedProblem {
  if (error instanceof ProblemException) {
    return { problem: error.problem, headers: error.headers, unexpected: error.problem.status >= 500 };
  }
  if (error instanceof RpcError || RpcError.fromWire(error)) {
    const mapped = problemFromRpcError(error);
    const retryAfter = (error instanceof RpcError ? error : RpcError.fromWire(error))?.body.retryAfterSeconds;
    // A 503 from a timed-out or missing service is expected operation, not a bug.
    return {
      problem: mapped,
      headers: retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
      unexpected: mapped.status === 500,
    };
  }
  if (error instanceof HttpException) {
    const fastify = fromFastifyError(error.cause);
    if (fastify) return fastify;
    const status = error.getStatus();
    if (status >= 500) return { problem: problem(500, INTERNAL_DETAIL), headers: {}, unexpected: true };
    return { problem: problem(status, messageOf(error)), headers: {}, unexpected: false };
  }
  if (isRedisOutage(error)) {
    // Logged like a bug (operators must see it) but answered as the outage it is.
    return {
      problem: problem(503, 'Signing in is unavailable right now. Please try again.'),
      headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
      unexpected: true,
    };
  }
  return fromFastifyError(error) ?? { problem: problem(500, INTERNAL_DETAIL), headers: {}, unexpected: true };
}
