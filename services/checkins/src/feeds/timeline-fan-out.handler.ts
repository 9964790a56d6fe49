import { Injectable } from '@nestjs/common';
import { checkinsTimelinesDurable } from '@crema/contracts/bus/checkins-consumers';
import { checkInCreated } from '@crema/contracts/checkins/events';
import type { ConsumedEvent, EventHandler } from '@crema/messaging';
import type { EntityManager } from 'typeorm';
import { FeedsRepository } from './feeds.repository';
import { TimelineService } from './timeline.service';

type CheckInEvents = typeof checkinsTimelinesDurable.events;

/**
 * Fan-out on write: a new check-in goes onto the timelines of the author's followers that exist in
 * Redis (missing ones are rebuilt on read); a deleted one leaves them.
 */
@Injectable()
export class TimelineFanOutHandler implements EventHandler<CheckInEvents> {
  readonly durable = checkinsTimelinesDurable;

  constructor(
    private readonly feeds: FeedsRepository,
    private readonly timelines: TimelineService,
  ) {}

  async handle(event: ConsumedEvent<CheckInEvents>, manager: EntityManager): Promise<void> {
    const entry = { id: event.data.id, userId: event.data.userId };
    const followers = await this.feeds.followers(entry.userId, manager);
    // The author's own timeline too: it was updated after the commit, unless Redis failed then.
    const users = [entry.userId, ...followers];
    if (event.subject === checkInCreated.subject) await this.timelines.addToTimelines(users, entry);
    else await this.timelines.removeFromTimelines(users, entry);
  }
}
