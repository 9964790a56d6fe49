import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { PROBLEM_CONTENT_TYPE } from '@crema/contracts/common/problem';
import { problem } from './problem';
import { SECURITY_HEADERS } from './security-headers';

/** The longest request target Crema serves; a longer one is 414 (RFC 9110 §15.5.15). */
export const URL_MAX_BYTES = 8 * 1024;

/** Node's parse error; `rawPacket` is the chunk it was reading (a Buffer, whatever Fastify's types say). */
type ClientError = Error & { code?: string; rawPacket?: unknown };

/** A method token, a space, then no line end: the request line itself did not end in time. */
const UNFINISHED_REQUEST_LINE = /^[A-Z]{3,10} [^\r\n]*$/;

/**
 * Whether Node's header-size limit was passed inside the request line (a URL too long: 414) rather
 * than in the header fields (431). Node hands over the chunk it was reading: a chunk that starts a
 * request line and never ends it, or one without any line end at all, is still inside the URL.
 */
function overflowIsInUrl(rawPacket: unknown): boolean {
  if (!Buffer.isBuffer(rawPacket)) return false;
  const text = rawPacket.toString('latin1');
  const firstLineEnd = text.indexOf('\r\n');
  if (firstLineEnd === -1) return UNFINISHED_REQUEST_LINE.test(text) || !text.includes('\n');
  return /^[A-Z]{3,10} /.test(text) && firstLineEnd > URL_MAX_BYTES;
}

function classify(error: ClientError): { status: number; detail: string; code: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return overflowIsInUrl(error.rawPacket)
      ? { status: 414, detail: 'The request URL is too long.', code: 'uri_too_long' }
      : { status: 431, detail: 'The request headers are too large.', code: 'headers_too_large' };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, detail: 'The request took too long to arrive.', code: 'request_timeout' };
  }
  return { status: 400, detail: 'The request is malformed.', code: 'validation_failed' };
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (headers or URL over its limit,
 * bad syntax, too slow) never reaches a route, so it is answered here on the raw socket, as a
 * problem+json like every other 4xx, with the security headers, and the connection closed.
 */
export function answerClientError(error: ClientError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, detail, code } = classify(error);
    const body = JSON.stringify(problem(status, detail, { code }));
    const headers = {
      'content-type': PROBLEM_CONTENT_TYPE,
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
      connection: 'close',
      ...SECURITY_HEADERS,
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

/** A URL that passed Node's limit but not Crema's: 414 before any route (an onRequest hook). */
export function urlTooLong(url: string): boolean {
  return Buffer.byteLength(url) > URL_MAX_BYTES;
}
