import { nanos, type NatsConnection } from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type ConsumerUpdateConfig,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import { EVENTS_STREAM, type EventDescriptor, type EventEnvelope } from '@crema/contracts/common/events';
import {
  contextFrom,
  failSpan,
  registerConsumerAckPending,
  registerConsumerLag,
  SpanKind,
  startSpan,
  traceHeaders,
  tracingEnabled,
  withCorrelationId,
  withSpan,
  type Span,
} from '@crema/observability';
import { consumerFilter, retryDelayMs, supportsMultipleFilters } from './consumer-policy';
import { decodeEvent } from './decode-event';
import { ensureEventStream } from './event-stream';
import { InProgressMessages } from './in-progress-messages';
import { recordProcessed } from './processed-events.repository';

type AnyEventDescriptor = EventDescriptor<z.ZodType>;
type DataOf<D> = D extends EventDescriptor<infer Data> ? z.output<Data> : never;

/** The envelope a handler receives; `data` is typed by the descriptor(s) it subscribed to. */
export type ConsumedEvent<Events extends readonly AnyEventDescriptor[]> = EventEnvelope<
  DataOf<Events[number]>
>;

export interface DurableConsumerOptions<Events extends readonly AnyEventDescriptor[]> {
  /** The process's NATS connection (the consumer does not own it). */
  connection: NatsConnection;
  /** Durable consumer name, unique per consuming service and purpose (`social-users`). */
  durable: string;
  events: Events;
  dataSource: DataSource;
  logger: Logger;
  /** Runs inside the transaction that records the event as processed; throw to have it retried. */
  handle: (envelope: ConsumedEvent<Events>, manager: EntityManager) => Promise<void>;
  /** Runs after the commit on every delivery (also of an event already handled); throw to be redelivered. */
  afterCommit?: (envelope: ConsumedEvent<Events>) => Promise<void>;
  /**
   * Events with the same key are handled in the order they arrive; events with different keys
   * side by side (up to MAX_PARALLEL_EVENTS). Without it, every event waits for the one before.
   */
  orderedBy?: (envelope: ConsumedEvent<Events>) => string;
  /** Deliveries before the server gives up on an event (default 10). */
  maxDeliver?: number;
  /** Retry delay after a handler failure (explicit nak), doubling per attempt up to 5 minutes (default 1 s). */
  retryBaseMs?: number;
  /** Copies of the event stream (NATS_STREAM_REPLICAS; default 1). */
  streamReplicas?: number;
  /** How long the server waits for a settlement before redelivering (default ACK_WAIT_MS). */
  ackWaitMs?: number;
}

export interface DurableConsumer {
  /** Stops pulling and finishes the message in hand. */
  stop(): Promise<void>;
}

const DEFAULT_MAX_DELIVER = 10;
const MAX_RETRY_DELAY_MS = 5 * 60 * 1000;
/**
 * Redelivery after a process died without acking. Short, because a live process reports the
 * messages it holds as in progress three times per wait (so a busy one never sees them
 * redelivered); a killed one's events come back within seconds, not half a minute. A fixed wait
 * rather than a `backoff` list: with `backoff` set, nats-server 2.9 stretches explicit nak delays
 * to the backoff steps.
 */
const ACK_WAIT_MS = 10_000;
/** A handler stuck longer than this stops holding its event, which then goes to another replica. */
const MAX_HOLD_MS = 2 * 60 * 1000;

/**
 * Consumes domain events from CREMA_EVENTS through a durable pull consumer. Each event is handled
 * at most once per durable: the handler and the processed_events record commit together, and the
 * ack follows the commit, so a redelivered event is acked without running the handler again.
 */
export async function startDurableConsumer<const Events extends readonly AnyEventDescriptor[]>(
  options: DurableConsumerOptions<Events>,
): Promise<DurableConsumer> {
  const { logger, durable } = options;
  const descriptors = new Map<string, AnyEventDescriptor>(
    options.events.map((event) => [event.subject, event]),
  );
  const nats = options.connection;
  const ackWaitMs = options.ackWaitMs ?? ACK_WAIT_MS;
  const jsm = await jetstreamManager(nats);
  await ensureEventStream(jsm, options.streamReplicas);
  await ensureConsumer(jsm, durable, {
    max_deliver: options.maxDeliver ?? DEFAULT_MAX_DELIVER,
    ack_wait: nanos(ackWaitMs),
    ...consumerFilter([...descriptors.keys()], supportsMultipleFilters(nats.info?.version)),
  });
  const consumer = await jetstream(nats).consumers.get(EVENTS_STREAM, durable);
  const messages: ConsumerMessages = await consumer.consume({ max_messages: 32 });

  const state: ConsumerState = {
    finishing: new Lanes(MAX_AFTER_COMMIT),
    inProgress: new InProgressMessages(ackWaitMs / 3, MAX_HOLD_MS),
  };
  const lanes = new Lanes(MAX_PARALLEL_EVENTS);
  const { orderedBy } = options;
  const loop = (async () => {
    try {
      for await (const message of messages) {
        state.inProgress.hold(message);
        const envelope = decodeOrTerminate(message, descriptors, options);
        if (!envelope) {
          state.inProgress.release(message);
          continue;
        }
        const work = () => handleEvent(message, envelope, options, state);
        if (orderedBy) await lanes.run(orderedBy(envelope), work);
        else await work();
      }
    } catch (error) {
      logger.error({ durable, err: error }, 'event consumer stopped unexpectedly');
    }
  })();

  const unregisterLag = registerConsumerBacklog(jsm, durable);
  let stopping: Promise<void> | undefined;
  const stop = async () => {
    unregisterLag();
    await messages.close();
    await loop;
    await lanes.drain();
    await state.finishing.drain();
    state.inProgress.stop();
  };
  return { stop: () => (stopping ??= stop()) };
}

/**
 * Scrape-time gauges of the consumer's backlog on the server: events not yet delivered to it
 * (num_pending) and delivered but not acked (num_ack_pending). The service is the durable's prefix.
 */
function registerConsumerBacklog(jsm: JetStreamManager, durable: string): () => void {
  const labels = { service: durable.split('-')[0] ?? durable, durable };
  let latest: Promise<{ num_pending: number; num_ack_pending: number }> | undefined;
  // One info request per scrape serves both gauges.
  const info = () =>
    (latest ??= jsm.consumers.info(EVENTS_STREAM, durable).finally(() => {
      setTimeout(() => (latest = undefined), 1_000).unref();
    }));
  const removeLag = registerConsumerLag(async () => [{ labels, value: (await info()).num_pending }]);
  const removeAck = registerConsumerAckPending(async () => [
    { labels, value: (await info()).num_ack_pending },
  ]);
  return () => {
    removeLag();
    removeAck();
  };
}

/**
 * What follows each commit (an enqueue, say) runs beside the next events, at most
 * MAX_AFTER_COMMIT at once, and the event is acked (or naked) when it ends: a slow step costs
 * latency, not throughput.
 */
const MAX_AFTER_COMMIT = 64;

/** What the messages of one consumer share while they are handled. */
interface ConsumerState {
  /** After-commit steps, running beside the next events. */
  finishing: Lanes;
  /** Messages received and not yet settled. */
  inProgress: InProgressMessages;
}

/** Keyed lanes of work: one lane's tasks run in order, different lanes side by side, `limit` at most. */
class Lanes {
  private readonly tails = new Map<string, Promise<void>>();
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly limit: number) {}

  async run(key: string, work: () => Promise<void>): Promise<void> {
    while (this.running.size >= this.limit) await Promise.race(this.running);
    const task = (this.tails.get(key) ?? Promise.resolve()).then(work);
    this.tails.set(key, task);
    this.running.add(task);
    void task.finally(() => {
      this.running.delete(task);
      if (this.tails.get(key) === task) this.tails.delete(key);
    });
  }

  async drain(): Promise<void> {
    await Promise.all(this.running);
  }
}

const MAX_PARALLEL_EVENTS = 8;

/** The message's event, validated; a malformed one is terminated (never retried) and gives undefined. */
function decodeOrTerminate<Events extends readonly AnyEventDescriptor[]>(
  message: JsMsg,
  descriptors: ReadonlyMap<string, AnyEventDescriptor>,
  { durable, logger }: DurableConsumerOptions<Events>,
): ConsumedEvent<Events> | undefined {
  const decoded = decodeEvent(message.subject, message.string(), descriptors);
  if (decoded.ok) return decoded.envelope as ConsumedEvent<Events>;
  // A malformed event cannot become valid by waiting. (No reason on term(): nats-server 2.9
  // ignores a `+TERM` that carries one.)
  const level = decoded.unknownSubject ? 'debug' : 'error';
  logger[level]({ durable, subject: message.subject, reason: decoded.reason }, 'event not handled');
  message.term();
  return undefined;
}

/** Runs the handler once per durable, then acks or naks the message. Never rejects. */
async function handleEvent<Events extends readonly AnyEventDescriptor[]>(
  message: JsMsg,
  envelope: ConsumedEvent<Events>,
  options: DurableConsumerOptions<Events>,
  state: ConsumerState,
): Promise<void> {
  // The request that caused the event correlates every log line the handler writes (events
  // written before envelopes carried it fall back to the event id).
  const span = tracingEnabled() ? consumerSpan(message, envelope, options.durable) : undefined;
  await withCorrelationId(envelope.correlationId ?? envelope.id, () =>
    withSpan(span, async () => {
      await handleInSpan(message, envelope, span, options, state);
      span?.end();
    }),
  );
}

/**
 * The consumer's span continues the trace of the publish (message headers) or, for a message
 * published without them, of the work that wrote the event (envelope).
 */
function consumerSpan(message: JsMsg, envelope: EventEnvelope, durable: string): Span | undefined {
  const carrier = traceHeaders((name) => message.headers?.get(name) || undefined) ?? envelope;
  return startSpan(`process ${envelope.subject}`, {
    kind: SpanKind.CONSUMER,
    parent: contextFrom(carrier),
    attributes: {
      'messaging.system': 'nats',
      'messaging.destination.name': envelope.subject,
      'messaging.consumer.group.name': durable,
      'messaging.message.id': envelope.id,
      'messaging.operation.type': 'process',
      'messaging.message.delivery_count': message.info.deliveryCount,
    },
  });
}

async function handleInSpan<Events extends readonly AnyEventDescriptor[]>(
  message: JsMsg,
  envelope: ConsumedEvent<Events>,
  span: Span | undefined,
  {
    durable,
    dataSource,
    handle,
    afterCommit,
    logger,
    retryBaseMs,
    maxDeliver,
  }: DurableConsumerOptions<Events>,
  { finishing, inProgress }: ConsumerState,
): Promise<void> {
  const eventLog = { durable, eventId: envelope.id, subject: envelope.subject };
  const failed = (error: unknown) => {
    const attempt = message.info.deliveryCount;
    const delay = retryDelayMs(attempt, retryBaseMs ?? 1000, MAX_RETRY_DELAY_MS);
    const lastAttempt = attempt >= (maxDeliver ?? DEFAULT_MAX_DELIVER);
    logger.error(
      { ...eventLog, err: error, attempt, retryInMs: lastAttempt ? undefined : delay },
      lastAttempt ? 'event handler failed for the last time; event dropped' : 'event handler failed',
    );
    failSpan(span, error);
    inProgress.release(message);
    message.nak(delay);
  };
  let handled: boolean;
  try {
    handled = await dataSource.transaction(async (manager) => {
      if (!(await recordProcessed(manager, durable, envelope.id))) return false;
      await handle(envelope, manager);
      return true;
    });
  } catch (error) {
    failed(error);
    return;
  }
  const acked = () => {
    inProgress.release(message);
    message.ack();
    logger.debug({ ...eventLog, handled }, handled ? 'event handled' : 'event already handled');
  };
  if (!afterCommit) {
    acked();
    return;
  }
  // A failed step naks the event: its redelivery finds it handled and runs the step again.
  await finishing.run(envelope.id, () => afterCommit(envelope).then(acked, failed));
}

/** Creates the durable consumer, or updates the settings that may change between releases. */
async function ensureConsumer(
  jsm: JetStreamManager,
  durable: string,
  updatable: Partial<ConsumerUpdateConfig>,
): Promise<void> {
  try {
    await jsm.consumers.info(EVENTS_STREAM, durable);
  } catch (error) {
    if (!(error instanceof JetStreamApiError && error.code === JetStreamApiCodes.ConsumerNotFound))
      throw error;
    await jsm.consumers.add(EVENTS_STREAM, {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ...updatable,
    });
    return;
  }
  await jsm.consumers.update(EVENTS_STREAM, durable, updatable);
}
