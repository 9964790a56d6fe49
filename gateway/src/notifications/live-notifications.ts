import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import {
  liveNotificationMessageSchema,
  liveNotificationSubject,
  type LiveNotificationMessage,
} from '@crema/contracts/social/notifications';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { LOGGER, NATS_CONNECTION } from '../core/tokens';

export type LiveListener = (message: LiveNotificationMessage) => void;

/**
 * One NATS subscription per person with a stream open on this gateway, shared by all of their
 * streams: the social service publishes on the person's subject after each change commits.
 */
@Injectable()
export class LiveNotifications implements OnApplicationShutdown {
  private readonly people = new Map<number, { subscription: Subscription; listeners: Set<LiveListener> }>();

  constructor(
    @Inject(NATS_CONNECTION) private readonly connection: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Starts calling `listener` with the person's live messages; call what it answers to stop. */
  listen(userId: number, listener: LiveListener): () => void {
    let person = this.people.get(userId);
    if (!person) {
      const listeners = new Set<LiveListener>();
      const subscription = this.connection.subscribe(liveNotificationSubject(userId), {
        callback: (error, message) => {
          if (error) return;
          const parsed = liveNotificationMessageSchema.safeParse(message.json());
          if (!parsed.success) {
            this.logger.warn({ userId }, 'malformed live notification dropped');
            return;
          }
          for (const each of listeners) each(parsed.data);
        },
      });
      person = { subscription, listeners };
      this.people.set(userId, person);
    }
    const { listeners } = person;
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.people.get(userId)?.listeners === listeners) {
        this.people.get(userId)?.subscription.unsubscribe();
        this.people.delete(userId);
      }
    };
  }

  /** How many people this gateway listens for (metrics, tests). */
  get listenedPeople(): number {
    return this.people.size;
  }

  onApplicationShutdown(): void {
    for (const { subscription } of this.people.values()) subscription.unsubscribe();
    this.people.clear();
  }
}
