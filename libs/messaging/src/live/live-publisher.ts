import type { NatsConnection } from '@nats-io/transport-node';

/**
 * Publishes on core NATS subjects (`live.<service>.…`): fire-and-forget messages for whoever is
 * listening now, such as the gateway's open event streams. What must not be lost is stored first;
 * a live message only says it is there.
 */
export class LivePublisher {
  constructor(private readonly connection: NatsConnection) {}

  publish(subject: string, message: unknown): void {
    this.connection.publish(subject, JSON.stringify(message));
  }
}
