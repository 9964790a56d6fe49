import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JobQueue } from '@crema/jobs';
import { OutboxRelay } from '@crema/messaging';
import { DataSource } from 'typeorm';

/**
 * Starts the outbox relay with the service and, once the NATS listener has stopped taking
 * requests, releases what the service holds in the order that loses nothing: relay, queue, database.
 */
@Injectable()
export class IdentityLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly relay: OutboxRelay,
    private readonly mailQueue: JobQueue,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.relay.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay.stop();
    await this.mailQueue.close();
    await this.dataSource.destroy();
  }
}
