export {
  CORRELATION_HEADER,
  currentCorrelationId,
  sanitizeCorrelationId,
  withCorrelationId,
} from './correlation';
export { createLogger, PinoNestLogger, type LogLevel } from './logger';
export { startHealthServer, type ReadinessCheck } from './health-server';
export { HealthServerHost } from './health-server.host';
