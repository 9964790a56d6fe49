import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { checkinsFollowsDurable } from '@crema/contracts/bus/checkins-consumers';
import { followCreated } from '@crema/contracts/social/events';
import type { ConsumedEvent, EventHandler } from '@crema/messaging';
import type { EntityManager } from 'typeorm';
import { FeedsRepository } from './feeds.repository';
import { TimelineService } from './timeline.service';

type FollowEvents = typeof checkinsFollowsDurable.events;
/** A second drop of the follower's timeline once the edge has surely committed (see handle). */
export const DROP_AGAIN_AFTER_MS = 1000;

/** The follow edges projection (social's follow events); a change drops the follower's timeline. */
@Injectable()
export class FollowEventsHandler implements EventHandler<FollowEvents>, OnModuleDestroy {
  readonly durable = checkinsFollowsDurable;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly feeds: FeedsRepository,
    private readonly timelines: TimelineService,
  ) {}

  /** Pending second drops are abandoned on shutdown: the next read rebuilds the timeline anyway. */
  onModuleDestroy(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  async handle(event: ConsumedEvent<FollowEvents>, manager: EntityManager): Promise<void> {
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
