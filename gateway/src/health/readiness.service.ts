import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { registerDependencyCheck } from '@crema/observability';
import { natsAnswers } from '@crema/messaging';
import type { NatsConnection } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import { NATS_CONNECTION } from '../core/tokens';

/**
 * The gateway can serve when Redis (sessions, limits) answers and its NATS connection makes a round
 * trip. No single service is asked: one that is down answers 503 on its own routes while the rest
 * keeps working, and a gateway taken out of rotation for it would fail every route instead.
 */
@Injectable()
export class ReadinessService implements OnApplicationShutdown {
  /** The same checks feed dependency_up at scrape time. */
  private readonly unregisterChecks = [
    registerDependencyCheck('redis', () => this.redisAnswers()),
    registerDependencyCheck('nats', () => natsAnswers(this.nats).catch(() => false)),
  ];

  constructor(
    private readonly redis: Redis,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
  ) {}

  async isReady(): Promise<boolean> {
    const [redis, nats] = await Promise.all([this.redisAnswers(), natsAnswers(this.nats).catch(() => false)]);
    return redis && nats;
  }

  onApplicationShutdown(): void {
    this.unregisterChecks.forEach((unregister) => unregister());
  }

  private redisAnswers(): Promise<boolean> {
    return this.redis.ping().then(
      (answer) => answer === 'PONG',
      () => false,
    );
  }
}
