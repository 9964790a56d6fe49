/** Lower-case hex of `size` random bytes. */
function randomHex(size: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(size)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * A W3C `traceparent` for one request of the app: a new, sampled trace that starts in the browser,
 * which the gateway's server span continues, and with it every RPC, event and job the request
 * causes (ADR 0029). The browser's own span is not exported: no trace collector is open to
 * browsers, so operators' traces begin at the gateway, under the browser's trace id.
 */
export function newTraceparent(): string {
  return `00-${randomHex(16)}-${randomHex(8)}-01`;
}
