import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import { currentCorrelationId } from './correlation';
import { currentTraceId } from './tracing';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Secrets a log line must never carry, wherever a caller put them (top level or one object down). */
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'resetUrl',
  'resetToken',
  'authorization',
  'cookie',
  'set-cookie',
];
export const REDACTED_PATHS = SECRET_KEYS.flatMap((key) => {
  const property = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const child = property.startsWith('[') ? `*${property}` : `*.${property}`;
  return [property, child, `*.headers${property.startsWith('[') ? property : `.${property}`}`];
});

/**
 * A JSON logger whose every line carries the service name and the current correlation id, with
 * passwords, tokens, reset links, cookies and authorization headers censored.
 */
export function createLogger(service: string, level: LogLevel, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      mixin: () => {
        const correlationId = currentCorrelationId();
        const traceId = currentTraceId();
        return { ...(correlationId ? { correlationId } : {}), ...(traceId ? { traceId } : {}) };
      },
    },
    destination,
  );
}

/** Routes NestJS's own log calls into pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
