import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { OutboxRelay, RpcClient } from '@crema/messaging';
import { DataSource } from 'typeorm';

/**
 * Starts the outbox relay and the RPC client with the service and, once the NATS listener has
 * stopped taking requests and the event consumers have stopped (they stop on module destroy),
 * releases what the service holds in the order that loses nothing: relay, client, database.
 */
@Injectable()
export class SocialLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly relay: OutboxRelay,
    private readonly rpc: RpcClient,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.relay.start();
    await this.rpc.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay.stop();
    await this.rpc.close();
    await this.dataSource.destroy();
  }
}
