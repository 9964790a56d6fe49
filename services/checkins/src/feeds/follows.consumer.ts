import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { checkinsFollowsDurable } from '@crema/contracts/checkins/consumers';
import { followCreated } from '@crema/contracts/social/events';
import { startDurableConsumer, type ConsumedEvent, type DurableConsumer } from '@crema/messaging';
import type { Logger } from 'pino';
import { DataSource, type EntityManager } from 'typeorm';
import { CHECKINS_SETTINGS, LOGGER, type CheckinsSettings } from '../common/tokens';
import { FeedsRepository } from './feeds.repository';
import { TimelineService } from './timeline.service';

const FOLLOW_EVENTS = checkinsFollowsDurable.events;
/** A second drop of the follower's timeline once the edge has surely committed (see handle). */
export const DROP_AGAIN_AFTER_MS = 1000;

/** The follow edges projection (social's follow events); a change drops the follower's timeline. */
@Injectable()
export class FollowsConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private consumer: DurableConsumer | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();

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
      durable: checkinsFollowsDurable.name,
      events: FOLLOW_EVENTS,
      dataSource: this.dataSource,
      logger: this.logger,
      handle: (event, manager) => this.handle(event, manager),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.consumer?.stop();
    this.consumer = undefined;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async handle(event: ConsumedEvent<typeof FOLLOW_EVENTS>, manager: EntityManager): Promise<void> {
    const { followerId, followingId } = event.data;
    if (event.subject === followCreated.subject && 'createdAt' in event.data) {
      await this.feeds.follow(manager, followerId, followingId, event.data.createdAt);
    } else {
      await this.feeds.unfollow(manager, followerId, followingId);
    }
    // Dropped now, and again shortly after: a read rebuilding between this drop and the commit
    // would not see the edge yet.
    await this.timelines.forgetUser(followerId);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.timelines.forgetUser(followerId);
    }, DROP_AGAIN_AFTER_MS);
    timer.unref();
    this.timers.add(timer);
  }
}
