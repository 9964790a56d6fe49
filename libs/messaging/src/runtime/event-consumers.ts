import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { startDurableConsumer, type DurableConsumer } from '../events/durable-consumer';
import type { EventHandler } from './event-handler';

/** Runs each event handler of a service as a durable JetStream consumer while the service runs. */
export class EventConsumers {
  private consumers: DurableConsumer[] = [];

  constructor(
    private readonly handlers: readonly EventHandler[],
    private readonly connection: NatsConnection,
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
    private readonly streamReplicas: number,
  ) {}

  async start(): Promise<void> {
    for (const handler of this.handlers) {
      const afterCommit = handler.afterCommit?.bind(handler);
      const orderedBy = handler.orderKey?.bind(handler);
      this.consumers.push(
        await startDurableConsumer({
          connection: this.connection,
          durable: handler.durable.name,
          events: handler.durable.events,
          dataSource: this.dataSource,
          logger: this.logger,
          streamReplicas: this.streamReplicas,
          handle: (event, manager) => handler.handle(event, manager),
          ...(afterCommit ? { afterCommit } : {}),
          ...(orderedBy ? { orderedBy } : {}),
        }),
      );
    }
  }

  /** Stops pulling and lets every consumer finish the event in hand. */
  async stop(): Promise<void> {
    const running = this.consumers;
    this.consumers = [];
    await Promise.all(running.map((consumer) => consumer.stop()));
  }
}
