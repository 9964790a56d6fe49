import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { GatewayEnv } from '@crema/config';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { GATEWAY_ENV, LOGGER } from '../core/tokens';
import { RecentSessions } from './recent-sessions';

/**
 * The Redis channel on which a gateway announces, in the same transaction as the change, the id of
 * a user whose sessions ended or whose rights changed. Channels take no key prefix, so it carries
 * the deployment's prefix itself (the gateway's Redis user may use only this one).
 */
export function sessionEndsChannel(redisPrefix: string): string {
  return `${redisPrefix}:gateway:session-ends`;
}

/**
 * Listens on the session-ends channel on a connection of its own and keeps RecentSessions honest:
 * it remembers sessions only while the subscription is confirmed, and forgets them all the moment
 * the connection drops (announcements sent meanwhile would be missed; ioredis reconnects, and this
 * subscribes again on every `ready`).
 */
@Injectable()
export class SessionEndListener implements OnModuleInit, OnApplicationShutdown {
  private subscriber: Redis | undefined;
  private readonly channel: string;
  private readonly remembers: boolean;

  constructor(
    private readonly redis: Redis,
    private readonly recent: RecentSessions,
    @Inject(GATEWAY_ENV) env: Pick<GatewayEnv, 'REDIS_PREFIX' | 'SESSION_RECHECK_MS'>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.channel = sessionEndsChannel(env.REDIS_PREFIX);
    this.remembers = env.SESSION_RECHECK_MS > 0;
  }

  onModuleInit(): void {
    // A gateway that remembers nothing need not hear ends (it still announces them to the others).
    if (!this.remembers) return;
    const subscriber = this.redis.duplicate({
      autoResubscribe: false,
      enableAutoPipelining: false,
      // Names the connection in CLIENT LIST for an operator (and the tests).
      connectionName: this.channel,
    });
    subscriber.on('ready', () => void this.subscribe(subscriber));
    subscriber.on('close', () => this.recent.disable());
    subscriber.on('message', (_channel: string, message: string) => {
      const userId = Number(message);
      if (Number.isSafeInteger(userId) && userId > 0) this.recent.forgetUser(userId);
      else this.recent.forgetAll();
    });
    subscriber.on('error', (error: Error) =>
      this.logger.warn({ err: error }, 'redis session-ends connection error'),
    );
    this.subscriber = subscriber;
  }

  async onApplicationShutdown(): Promise<void> {
    this.recent.disable();
    await this.subscriber?.quit().catch(() => undefined);
  }

  private async subscribe(subscriber: Redis): Promise<void> {
    try {
      await subscriber.subscribe(this.channel);
      this.recent.enable();
    } catch (error) {
      // Without the subscription every request reads its session from Redis, as it always may.
      this.logger.warn(
        { err: error, channel: this.channel },
        'cannot listen for session ends; sessions are not remembered',
      );
    }
  }
}
