import { Inject, Injectable } from '@nestjs/common';
import { checkinsAuthorsDurable } from '@crema/contracts/bus/checkins-consumers';
import { userDeleted } from '@crema/contracts/identity/events';
import type { UserProfile } from '@crema/contracts/identity/user';
import type { ConsumedEvent, EventHandler } from '@crema/messaging';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import { LOGGER } from '../common/tokens';
import { TimelineService } from '../feeds/timeline.service';
import { PhotoFiles } from '../photos/photo-files';
import { AuthorsRepository } from './authors.repository';
import { UserPurgeRepository } from './user-purge.repository';

type UserEvents = typeof checkinsAuthorsDurable.events;
type UserEvent = ConsumedEvent<UserEvents>;

/**
 * Feeds the authors projection from identity's user.* events; user.deleted purges the user's
 * check-ins, likes, comments, saves, reports and follow edges (counters kept exact).
 */
@Injectable()
export class UserEventsHandler implements EventHandler<UserEvents> {
  readonly durable = checkinsAuthorsDurable;

  constructor(
    private readonly authors: AuthorsRepository,
    private readonly purge: UserPurgeRepository,
    private readonly photos: PhotoFiles,
    private readonly timelines: TimelineService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle(event: UserEvent, manager: EntityManager): Promise<void> {
    if (event.subject === userDeleted.subject) {
      const userId = event.data.id;
      const purged = await this.purge.purge(manager, userId);
      // The user is gone for good: removing files and the timeline before the commit loses nothing
      // (a failed commit is retried and purges the same rows again).
      await this.photos.delete(purged);
      await this.timelines.forgetUser(userId);
      this.logger.info({ userId, checkIns: purged.length }, 'deleted user purged');
      return;
    }
    await this.authors.upsert(event.data as UserProfile, new Date(event.occurredAt), manager);
  }
}
