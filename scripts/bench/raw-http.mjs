// One keep-alive HTTP/1.1 connection that sends a request at a time with as little client work as
// possible: the request's bytes are prepared beforehand, and the answer is only framed (status,
// Content-Length or chunked), never parsed. The one-connection runs time requests with it:
// node:http's client adds 0.2 to 0.9 ms to each request (more for answers with more headers), about
// as much as the bare server's whole answer takes, and autocannon keeps whole milliseconds only.
import { Buffer } from 'node:buffer';
import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');
const LAST_CHUNK = Buffer.from('\r\n0\r\n\r\n');

/** A request (method, path, headers, optional body) as the bytes to send to `host`. */
export function requestBytes(host, { method, path, headers = {}, body }) {
  const payload = body === undefined ? undefined : Buffer.from(body);
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (payload) lines.push(`content-length: ${payload.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return payload ? Buffer.concat([head, payload]) : head;
}

/** Where the answer at the start of `buffer` ends, or -1 while it is incomplete. */
function answerEnd(buffer) {
  const headerEnd = buffer.indexOf(HEADER_END);
  if (headerEnd < 0) return -1;
  const head = buffer.toString('latin1', 0, headerEnd);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (length) {
    const end = headerEnd + HEADER_END.length + Number(length[1]);
    return buffer.length >= end ? end : -1;
  }
  if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
    // From the header's own CRLF, so an empty body ("0\r\n\r\n" straight after it) is found too.
    const last = buffer.indexOf(LAST_CHUNK, headerEnd);
    return last < 0 ? -1 : last + LAST_CHUNK.length;
  }
  return headerEnd + HEADER_END.length;
}

/**
 * A connection to `url`, opened on the first request and again after the server closed it (or it
 * failed). `send(bytes)` resolves with `{ ok, status }` once the whole answer has arrived (status 0
 * when the connection failed, closed or stayed silent for 10 s); it never rejects. One request at a
 * time. Framing covers what Crema answers: no 1xx interim answers, no trailers, no HEAD.
 */
export function rawConnection(url) {
  const base = new URL(url);
  let socket;
  let received = Buffer.alloc(0);
  let waiting;
  const settle = (answer) => {
    const resolve = waiting;
    waiting = undefined;
    resolve?.(answer);
  };
  const open = () => {
    const opened = net.connect({ host: base.hostname, port: Number(base.port) });
    opened.setNoDelay(true);
    opened.setTimeout(10_000);
    const fail = () => {
      opened.destroy();
      // A connection already replaced has no request waiting on it.
      if (opened === socket) settle({ ok: false, status: 0 });
    };
    opened.on('data', (chunk) => {
      received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
      const end = answerEnd(received);
      if (end < 0) return;
      const status = Number(received.toString('latin1', 9, 12));
      const closing = /\r\nconnection: *close/i.test(
        received.toString('latin1', 0, received.indexOf(HEADER_END)),
      );
      received = received.subarray(end);
      // The server ends the connection after this answer: the next request opens another.
      if (closing) opened.destroy();
      settle({ ok: status >= 200 && status < 300, status });
    });
    opened.on('timeout', fail);
    opened.on('error', fail);
    opened.on('close', fail);
    received = Buffer.alloc(0);
    return opened;
  };
  return {
    send(bytes) {
      if (!socket || socket.destroyed) socket = open();
      return new Promise((resolve) => {
        waiting = resolve;
        socket.write(bytes);
      });
    },
    close() {
      socket?.destroy();
    },
  };
}
