import { headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import {
  contextFrom,
  failSpan,
  registerOutboxBacklog,
  registerOutboxLag,
  setTraceHeaders,
  spanCarrier,
  SpanKind,
  startSpan,
  tracingEnabled,
} from '@crema/observability';
import type { OutboxEvent } from './outbox-event.entity';
import type { Client } from 'pg';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { ensureEventStream } from '../events/event-stream';
import { listen } from './outbox-listener';
import {
  claimUnpublished,
  deletePublishedBefore,
  markPublished,
  outboxChannel,
  outboxLag,
  schemaOf,
} from './outbox.repository';

export interface OutboxRelayOptions {
  dataSource: DataSource;
  /** The process's NATS connection (the relay does not own it). */
  connection: NatsConnection;
  logger: Logger;
  /** Fallback poll when a notification is missed (listener reconnecting, relay started late). */
  pollIntervalMs?: number;
  batchSize?: number;
  /** Published rows older than this are deleted; JetStream holds the events from then on. */
  retentionMs?: number;
  /** Copies of the event stream (NATS_STREAM_REPLICAS; default 1). */
  streamReplicas?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Publishes committed outbox rows to JetStream, oldest first, with the event id as message id
 * so a row published twice (crash between publish and commit, two replicas) is stored once.
 * Woken by LISTEN/NOTIFY as soon as an event commits; a slow poll covers missed notifications.
 */
export class OutboxRelay {
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly retentionMs: number;
  private js?: JetStreamClient;
  private listener?: Client;
  private timers: NodeJS.Timeout[] = [];
  private running?: Promise<void>;
  private rerun = false;
  private connecting = false;
  private stopped = false;
  private unregisterMetrics: Array<() => void> = [];

  constructor(private readonly options: OutboxRelayOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 5000;
    this.batchSize = options.batchSize ?? 100;
    this.retentionMs = options.retentionMs ?? DAY_MS;
  }

  async start(): Promise<void> {
    const nats = this.options.connection;
    await ensureEventStream(await jetstreamManager(nats), this.options.streamReplicas);
    this.js = jetstream(nats);
    await this.connectListener();
    this.timers.push(
      setInterval(() => this.onPoll(), this.pollIntervalMs),
      setInterval(() => void this.cleanUp(), CLEANUP_INTERVAL_MS),
    );
    this.wake();
    await this.cleanUp();
    this.registerMetrics();
  }

  /** Outbox lag gauges, read at scrape time: the age of the oldest unpublished row and the count. */
  private registerMetrics(): void {
    const service = schemaOf(this.options.dataSource) ?? 'public';
    let latest: ReturnType<typeof outboxLag> | undefined;
    const lag = () =>
      (latest ??= outboxLag(this.options.dataSource.manager).finally(() => {
        setTimeout(() => (latest = undefined), 1_000).unref();
      }));
    this.unregisterMetrics.push(
      registerOutboxLag(async () => [{ labels: { service }, value: (await lag()).oldestAgeSeconds }]),
      registerOutboxBacklog(async () => [{ labels: { service }, value: (await lag()).unpublished }]),
    );
  }

  /** Stops taking new work, lets the batch in flight finish, and closes its database listener. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unregisterMetrics.forEach((unregister) => unregister());
    this.unregisterMetrics = [];
    this.timers.forEach((timer) => clearInterval(timer));
    this.timers = [];
    await this.running;
    await this.listener?.end();
    this.listener = undefined;
  }

  /** Publishes everything pending now; runs one pass at a time and repeats if woken meanwhile. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.rerun = true;
      return;
    }
    this.running = this.publishPending().finally(() => {
      this.running = undefined;
      if (this.rerun) {
        this.rerun = false;
        this.wake();
      }
    });
  }

  private onPoll(): void {
    if (!this.listener && !this.connecting) void this.connectListener();
    this.wake();
  }

  private async publishPending(): Promise<void> {
    try {
      let published: number;
      do {
        published = await this.publishBatch();
      } while (!this.stopped && published === this.batchSize);
    } catch (error) {
      this.options.logger.error({ err: error }, 'outbox relay could not publish; retrying on the next poll');
    }
  }

  private publishBatch(): Promise<number> {
    const js = this.js;
    if (!js) throw new Error('OutboxRelay.start() was not called');
    return this.options.dataSource.transaction(async (manager) => {
      const rows = await claimUnpublished(manager, this.batchSize);
      if (rows.length === 0) return 0;
      // Published in order on one connection; if one fails the whole batch stays unpublished and
      // its already stored messages are dropped as duplicates on the retry.
      await Promise.all(rows.map((row) => this.publish(js, row)));
      await markPublished(
        manager,
        rows.map((row) => row.id),
      );
      this.options.logger.debug({ count: rows.length }, 'outbox events published');
      return rows.length;
    });
  }

  /**
   * One event to the stream. With tracing on, the publish is a span continuing the trace of the
   * work that wrote the event, and the message headers carry it on to the consumers.
   */
  private async publish(js: JetStreamClient, row: OutboxEvent): Promise<void> {
    const body = JSON.stringify(row.payload);
    if (!tracingEnabled()) {
      await js.publish(row.subject, body, { msgID: row.id });
      return;
    }
    const span = startSpan(`publish ${row.subject}`, {
      kind: SpanKind.PRODUCER,
      parent: contextFrom(row.payload),
      attributes: {
        'messaging.system': 'nats',
        'messaging.destination.name': row.subject,
        'messaging.message.id': row.id,
        'messaging.operation.type': 'publish',
      },
    });
    const headers = natsHeaders();
    if (span) setTraceHeaders(spanCarrier(span), (name, value) => headers.set(name, value));
    try {
      await js.publish(row.subject, body, { msgID: row.id, headers });
    } catch (error) {
      failSpan(span, error);
      throw error;
    } finally {
      span?.end();
    }
  }

  private async connectListener(): Promise<void> {
    this.connecting = true;
    const channel = outboxChannel(schemaOf(this.options.dataSource));
    try {
      const listener = await listen(
        this.options.dataSource,
        channel,
        () => this.wake(),
        (error) => {
          this.options.logger.warn({ err: error }, 'outbox listener lost; polling until it reconnects');
          if (this.listener === listener) this.listener = undefined;
          listener.end().catch(() => undefined);
        },
      );
      if (this.stopped) await listener.end();
      else this.listener = listener;
    } catch (error) {
      this.options.logger.warn({ err: error }, 'outbox listener unavailable; polling instead');
    } finally {
      this.connecting = false;
    }
  }

  private async cleanUp(): Promise<void> {
    try {
      const cutoff = new Date(Date.now() - this.retentionMs);
      const deleted = await deletePublishedBefore(this.options.dataSource.manager, cutoff);
      if (deleted > 0) this.options.logger.info({ deleted }, 'old published outbox rows deleted');
    } catch (error) {
      this.options.logger.warn({ err: error }, 'outbox clean-up failed');
    }
  }
}
