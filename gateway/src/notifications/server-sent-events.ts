/**
 * The text/event-stream wire format: one event is `event:`, optional `id:`, and one `data:` line
 * per line of its data, ended by a blank line. JSON never holds a raw newline, so a JSON event is
 * one data line; the split still keeps any text from breaking the framing.
 */
export function sseEvent(event: string, data: unknown, id?: number): string {
  const lines = JSON.stringify(data)
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}`);
  return `event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}${lines.join('\n')}\n\n`;
}

/** A comment line: ignored by EventSource, it keeps proxies from closing an idle stream. */
export const SSE_HEARTBEAT = ': heartbeat\n\n';

/** Tells EventSource how long to wait before it reconnects. */
export const sseRetry = (ms: number): string => `retry: ${ms}\n\n`;

/**
 * The seq a resuming client last received: the Last-Event-ID header (EventSource sends it on
 * reconnect), or `lastEventId` in the query for a first connection; undefined for a fresh start or
 * anything that is not a non-negative integer id.
 */
export function lastEventIdOf(header: string | undefined, query: string | undefined): number | undefined {
  const value = header ?? query;
  if (value === undefined || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}
