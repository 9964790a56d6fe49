import { Inject, Injectable } from '@nestjs/common';
import { userDeleted } from '@crema/contracts/identity/events';
import { socialUsersDurable } from '@crema/contracts/bus/social-consumers';
import { followDeleted } from '@crema/contracts/social/events';
import { pendingEvent, type ConsumedEvent, type EventHandler } from '@crema/messaging';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import { LOGGER } from '../common/tokens';
import { UserCardsRepository } from './user-cards.repository';
import { UserPurgeRepository } from './user-purge.repository';

type UserEvents = typeof socialUsersDurable.events;

/**
 * Feeds the user-card projection from identity's user.* events; user.deleted purges the user's
 * card, facts, counters and follow edges, announcing each removed edge as follow.deleted.
 */
@Injectable()
export class UserEventsHandler implements EventHandler<UserEvents> {
  readonly durable = socialUsersDurable;

  constructor(
    private readonly cards: UserCardsRepository,
    private readonly purge: UserPurgeRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle(event: ConsumedEvent<UserEvents>, manager: EntityManager): Promise<void> {
    if (event.subject === userDeleted.subject) {
      const userId = event.data.id;
      const removed = await this.purge.purge(manager, userId, (edge) => pendingEvent(followDeleted, edge));
      this.logger.info({ userId, followEdges: removed.length }, 'deleted user purged');
      return;
    }
    if ('username' in event.data) await this.cards.upsert(event.data, new Date(event.occurredAt), manager);
  }
}
