import { SESSION_COOKIE, type ApiClient } from './http';

/** One Server-Sent Event as a browser's EventSource would hand it over. */
export interface ServerEvent {
  event: string;
  id: string | undefined;
  data: unknown;
}

/**
 * An open text/event-stream read the way EventSource reads it, for tests: every event is kept,
 * and `waitFor` resolves with the first one (from a position on) that matches.
 */
export class EventStream {
  readonly events: ServerEvent[] = [];
  private waiters: (() => void)[] = [];

  private constructor(
    readonly status: number,
    private readonly abort: AbortController,
  ) {}

  /** Opens `path` as `client`; a stream refused (401, 429…) comes back closed with its status. */
  static async open(
    client: ApiClient,
    path: string,
    headers: Record<string, string> = {},
  ): Promise<EventStream> {
    const abort = new AbortController();
    const response = await fetch(new URL(path, client.baseUrl), {
      headers: {
        accept: 'text/event-stream',
        ...(client.sessionId ? { cookie: `${SESSION_COOKIE}=${client.sessionId}` } : {}),
        ...headers,
      },
      signal: abort.signal,
    });
    const stream = new EventStream(response.status, abort);
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      return stream;
    }
    void stream.read(response.body.getReader());
    return stream;
  }

  /** The last `id:` received, as Last-Event-ID would carry it. */
  get lastId(): string | undefined {
    return this.events.findLast((event) => event.id !== undefined)?.id;
  }

  async waitFor(match: (event: ServerEvent) => boolean, from = 0, timeoutMs = 15_000): Promise<ServerEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.slice(from).find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.abort.abort();
  }

  private async read(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.take(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Aborted by close(), or the server went away: the events so far stay.
    }
  }

  private take(block: string): void {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':') || line === '') continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) return;
    this.events.push({ event, id, data: JSON.parse(data.join('\n')) as unknown });
    for (const wake of this.waiters.splice(0)) wake();
  }
}
