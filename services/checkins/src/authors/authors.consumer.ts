import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { checkinsAuthorsDurable } from '@crema/contracts/checkins/consumers';
import { userDeleted } from '@crema/contracts/identity/events';
import type { UserProfile } from '@crema/contracts/identity/user';
import { startDurableConsumer, type ConsumedEvent, type DurableConsumer } from '@crema/messaging';
import type { Logger } from 'pino';
import { DataSource, type EntityManager } from 'typeorm';
import { CHECKINS_SETTINGS, LOGGER, type CheckinsSettings } from '../common/tokens';
import { TimelineService } from '../feeds/timeline.service';
import { PhotoFiles } from '../photos/photo-files';
import { AuthorsRepository } from './authors.repository';
import { UserPurgeRepository } from './user-purge.repository';

const USER_EVENTS = checkinsAuthorsDurable.events;
type UserEvent = ConsumedEvent<typeof USER_EVENTS>;

/**
 * Feeds the authors projection from identity's user.* events; user.deleted purges the user's
 * check-ins, likes, comments, saves, reports and follow edges (counters kept exact).
 */
@Injectable()
export class AuthorsConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private consumer: DurableConsumer | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly authors: AuthorsRepository,
    private readonly purge: UserPurgeRepository,
    private readonly photos: PhotoFiles,
    private readonly timelines: TimelineService,
    @Inject(CHECKINS_SETTINGS) private readonly settings: CheckinsSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.consumer = await startDurableConsumer({
      natsUrl: this.settings.natsUrl,
      durable: checkinsAuthorsDurable.name,
      events: USER_EVENTS,
      dataSource: this.dataSource,
      logger: this.logger,
      handle: (event, manager) => this.handle(event, manager),
    });
  }

  /** Stops before the database and Redis close (those close on application shutdown). */
  async onModuleDestroy(): Promise<void> {
    await this.consumer?.stop();
    this.consumer = undefined;
  }

  private async handle(event: UserEvent, manager: EntityManager): Promise<void> {
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
