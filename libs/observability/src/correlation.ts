import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** Header that carries the correlation id across HTTP and NATS hops. */
export const CORRELATION_HEADER = 'x-correlation-id';

const store = new AsyncLocalStorage<string>();

export function currentCorrelationId(): string | undefined {
  return store.getStore();
}

/** Runs `fn` with a correlation id that every log line written inside it carries. */
export function withCorrelationId<T>(correlationId: string | undefined, fn: () => T): T {
  return store.run(sanitizeCorrelationId(correlationId) ?? randomUUID(), fn);
}

/** Accepts only short, printable ids so a hostile header cannot pollute logs. */
export function sanitizeCorrelationId(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9._:-]{1,100}$/.test(value) ? value : undefined;
}
