import type { Problem } from '@crema/contracts/common/problem';
import { RpcError } from '@crema/messaging';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** RFC 9457 problem details for a status, with a human-readable detail. */
export function problem(status: number, detail: string, extra: Partial<Problem> = {}): Problem {
  return { type: 'about:blank', title: TITLES[status] ?? 'Error', status, detail, ...extra };
}

/** Maps a failed RPC to problem details; anything unrecognised becomes a 500 without internals. */
export function problemFromRpcError(error: unknown): Problem {
  const rpc = error instanceof RpcError ? error : RpcError.fromWire(error);
  if (!rpc) return problem(500, 'Something went wrong on our side.');
  const { status, code, message, errors } = rpc.body;
  return problem(status, message, { code, ...(errors ? { errors } : {}) });
}
