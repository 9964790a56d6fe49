import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { userDeleted, userRegistered, userUpdated } from '@crema/contracts/identity/events';
import { followDeleted } from '@crema/contracts/social/events';
import {
  pendingEvent,
  startDurableConsumer,
  type ConsumedEvent,
  type DurableConsumer,
} from '@crema/messaging';
import type { Logger } from 'pino';
import { DataSource, type EntityManager } from 'typeorm';
import { LOGGER, SOCIAL_SETTINGS, type SocialSettings } from '../common/tokens';
import { UserCardsRepository } from './user-cards.repository';
import { UserPurgeRepository } from './user-purge.repository';

export const USERS_DURABLE = 'social-users';
const USER_EVENTS = [userRegistered, userUpdated, userDeleted] as const;

/**
 * Feeds the user-card projection from identity's user.* events; user.deleted purges the user's
 * card, facts, counters and follow edges, announcing each removed edge as follow.deleted.
 */
@Injectable()
export class UserCardsConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private consumer: DurableConsumer | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cards: UserCardsRepository,
    private readonly purge: UserPurgeRepository,
    @Inject(SOCIAL_SETTINGS) private readonly settings: SocialSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.consumer = await startDurableConsumer({
      natsUrl: this.settings.natsUrl,
      durable: USERS_DURABLE,
      events: USER_EVENTS,
      dataSource: this.dataSource,
      logger: this.logger,
      handle: (event, manager) => this.handle(event, manager),
    });
  }

  /** Stops before the database closes (it closes on application shutdown). */
  async onModuleDestroy(): Promise<void> {
    await this.consumer?.stop();
    this.consumer = undefined;
  }

  private async handle(event: ConsumedEvent<typeof USER_EVENTS>, manager: EntityManager): Promise<void> {
    if (event.subject === userDeleted.subject) {
      const userId = event.data.id;
      const removed = await this.purge.purge(manager, userId, (edge) => pendingEvent(followDeleted, edge));
      this.logger.info({ userId, followEdges: removed.length }, 'deleted user purged');
      return;
    }
    if ('username' in event.data) await this.cards.upsert(event.data, new Date(event.occurredAt), manager);
  }
}
