import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { checkinsTimelinesDurable } from '@crema/contracts/checkins/consumers';
import { checkInCreated } from '@crema/contracts/checkins/events';
import { startDurableConsumer, type ConsumedEvent, type DurableConsumer } from '@crema/messaging';
import type { Logger } from 'pino';
import { DataSource, type EntityManager } from 'typeorm';
import { CHECKINS_SETTINGS, LOGGER, type CheckinsSettings } from '../common/tokens';
import { FeedsRepository } from './feeds.repository';
import { TimelineService } from './timeline.service';

const CHECK_IN_EVENTS = checkinsTimelinesDurable.events;

/**
 * Fan-out on write: a new check-in goes onto the timelines of the author's followers that exist in
 * Redis (missing ones are rebuilt on read); a deleted one leaves them.
 */
@Injectable()
export class TimelineFanOutConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private consumer: DurableConsumer | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly feeds: FeedsRepository,
    private readonly timelines: TimelineService,
    @Inject(CHECKINS_SETTINGS) private readonly settings: CheckinsSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.consumer = await startDurableConsumer({
      natsUrl: this.settings.natsUrl,
      durable: checkinsTimelinesDurable.name,
      events: CHECK_IN_EVENTS,
      dataSource: this.dataSource,
      logger: this.logger,
      handle: (event, manager) => this.handle(event, manager),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.consumer?.stop();
    this.consumer = undefined;
  }

  private async handle(event: ConsumedEvent<typeof CHECK_IN_EVENTS>, manager: EntityManager): Promise<void> {
    const entry = { id: event.data.id, userId: event.data.userId };
    const followers = await this.feeds.followers(entry.userId, manager);
    // The author's own timeline too: it was updated after the commit, unless Redis failed then.
    const users = [entry.userId, ...followers];
    if (event.subject === checkInCreated.subject) await this.timelines.addToTimelines(users, entry);
    else await this.timelines.removeFromTimelines(users, entry);
  }
}
