/** What a client reads when a service's database or Redis is down for a moment. */
export const DEPENDENCY_OUTAGE_MESSAGE = 'This part of Crema is briefly unavailable. Please try again.';

/**
 * Whether an error means a dependency (PostgreSQL, Redis) is down or restarting, rather than a bug:
 * such a failure is answered 503 with Retry-After, as a NATS timeout is, never 500. The error may be
 * the driver's own or wrapped (TypeORM's `driverError`, a `cause`).
 */
export function isDependencyOutage(error: unknown): boolean {
  for (const each of chain(error)) {
    const { code, name, message } = each as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isPostgresOutage(code))) return true;
    if (name === 'MaxRetriesPerRequestError') return true;
    if (typeof message === 'string' && OUTAGE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTCONN',
]);

/** SQLSTATE class 08 (connection exception), shutdowns and start-up (57P01-57P03), too many connections. */
function isPostgresOutage(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);
}

/** What pg and ioredis say when the connection dies under them (they set no code). */
const OUTAGE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  // A pooled client that PostgreSQL's shutdown had just ended, handed out before the pool dropped it.
  /Client was closed and is not queryable/,
  /^Connection is closed\.$/,
  /the database system is (starting up|shutting down|in recovery mode)/,
];

/** The error and what it wraps, a few levels deep. */
function chain(error: unknown): unknown[] {
  const found: unknown[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && found.length < 5 && !found.includes(current)) {
    found.push(current);
    const { driverError, cause } = current as { driverError?: unknown; cause?: unknown };
    current = driverError ?? cause;
  }
  return found;
}
