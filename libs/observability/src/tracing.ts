import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type TextMapGetter,
  type TextMapSetter,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';

export { SpanKind, type Context, type Span };

/** W3C trace context as it travels in headers, envelopes and job options. */
export interface TraceCarrier {
  traceparent?: string;
  tracestate?: string;
}

const TRACER_NAME = '@crema/observability';

let provider: BasicTracerProvider | undefined;

/**
 * Tracing is on only in a process that called startTracing with an OTLP endpoint. Callers on hot
 * paths ask this first and skip all span work otherwise, so a process without an endpoint pays a
 * boolean test per hop and nothing else.
 */
export function tracingEnabled(): boolean {
  return provider !== undefined;
}

export interface TracingHandle {
  /** Exports the spans still buffered and stops. */
  shutdown(): Promise<void>;
}

/**
 * Starts exporting spans over OTLP/HTTP (JSON) to `endpoint` (OTEL_EXPORTER_OTLP_ENDPOINT; the
 * exporter appends /v1/traces) under the given service name. Without an endpoint it does nothing.
 */
export function startTracing(service: string, endpoint: string | undefined): TracingHandle {
  if (!endpoint || provider) return { shutdown: () => Promise.resolve() };
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` });
  const started = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': service }),
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 500 })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(started);
  provider = started;
  return {
    shutdown: async () => {
      if (provider !== started) return;
      provider = undefined;
      await started.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}

const carrierSetter: TextMapSetter<TraceCarrier> = {
  set: (carrier, key, value) => {
    if (key === 'traceparent' || key === 'tracestate') carrier[key] = value;
  },
};
const carrierGetter: TextMapGetter<TraceCarrier> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => (key === 'traceparent' || key === 'tracestate' ? carrier[key] : undefined),
};

/** The current (or given) trace context as W3C fields; empty when tracing is off or no span is active. */
export function traceCarrier(from: Context = context.active()): TraceCarrier {
  const carrier: TraceCarrier = {};
  if (provider) propagation.inject(from, carrier, carrierSetter);
  return carrier;
}

/** The trace context that makes `span` the parent of the next hop. */
export function spanCarrier(span: Span): TraceCarrier {
  return traceCarrier(trace.setSpan(context.active(), span));
}

/** Writes a carrier into message headers (NATS, JetStream) under the W3C names. */
export function setTraceHeaders(carrier: TraceCarrier, set: (name: string, value: string) => void): void {
  if (carrier.traceparent) set('traceparent', carrier.traceparent);
  if (carrier.tracestate) set('tracestate', carrier.tracestate);
}

/** Reads a carrier from message headers; undefined when they carry no traceparent. */
export function traceHeaders(get: (name: string) => string | undefined): TraceCarrier | undefined {
  const traceparent = get('traceparent');
  if (!traceparent) return undefined;
  const tracestate = get('tracestate');
  return tracestate ? { traceparent, tracestate } : { traceparent };
}

/** The context a carrier describes (a remote parent), or the root context when it holds none. */
export function contextFrom(carrier: TraceCarrier | undefined): Context {
  if (!provider || !carrier?.traceparent) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, carrier, carrierGetter);
}

export interface SpanOptions {
  kind: SpanKind;
  attributes?: Attributes;
  /** The parent; the active context when omitted. */
  parent?: Context;
}

/**
 * Runs `work` inside a new span (active for everything it calls), ending it when the work settles
 * and marking it failed when it throws. Without tracing, runs `work` with no span at all.
 */
export async function inSpan<T>(
  name: string,
  options: SpanOptions,
  work: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  if (!provider) return work(undefined);
  const parent = options.parent ?? context.active();
  const span = trace
    .getTracer(TRACER_NAME)
    .startSpan(name, { kind: options.kind, attributes: options.attributes }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), () => work(span));
  } catch (error) {
    failSpan(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/** Starts a span that the caller ends (for work that begins and ends in different callbacks). */
export function startSpan(name: string, options: SpanOptions): Span | undefined {
  if (!provider) return undefined;
  return trace
    .getTracer(TRACER_NAME)
    .startSpan(
      name,
      { kind: options.kind, attributes: options.attributes },
      options.parent ?? context.active(),
    );
}

/** Runs `fn` with `span` as the active span (no-op without a span). */
export function withSpan<T>(span: Span | undefined, fn: () => T): T {
  if (!span) return fn();
  return context.with(trace.setSpan(context.active(), span), fn);
}

export function failSpan(span: Span | undefined, error: unknown): void {
  if (!span) return;
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message : String(error),
  });
  if (error instanceof Error) span.recordException(error);
}

/** The active span's trace id, for log lines; undefined when tracing is off. */
export function currentTraceId(): string | undefined {
  if (!provider) return undefined;
  return trace.getSpan(context.active())?.spanContext().traceId;
}
