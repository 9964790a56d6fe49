export {
  CORRELATION_HEADER,
  currentCorrelationId,
  sanitizeCorrelationId,
  withCorrelationId,
} from './correlation';
export { createLogger, PinoNestLogger, type LogLevel } from './logger';
export { startHealthServer, type ReadinessCheck } from './health-server';
export { HealthServerHost } from './health-server.host';
export {
  contextFrom,
  currentTraceId,
  failSpan,
  inSpan,
  setTraceHeaders,
  spanCarrier,
  SpanKind,
  startSpan,
  startTracing,
  traceCarrier,
  traceHeaders,
  tracingEnabled,
  withSpan,
  type Context,
  type Span,
  type SpanOptions,
  type TraceCarrier,
  type TracingHandle,
} from './tracing';
export {
  recordJob,
  recordJobWait,
  recordRpcClient,
  recordRpcServer,
  registerConsumerAckPending,
  registerConsumerLag,
  registerDependencyCheck,
  registerLiveConnections,
  registerOutboxBacklog,
  registerOutboxLag,
  registerQueueDepth,
  registerReadiness,
  type RpcOutcome,
} from './metrics';
export { BROWSER_SERVICE, browserSpansExport, exportBrowserSpans, type BrowserSpan } from './browser-spans';
