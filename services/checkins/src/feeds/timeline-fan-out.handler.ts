import { Injectable } from '@nestjs/common';
import { checkinsTimelinesDurable } from '@crema/contracts/bus/checkins-consumers';
import { checkInCreated } from '@crema/contracts/checkins/events';
import type { ConsumedEvent, EventHandler } from '@crema/messaging';
import type { EntityManager } from 'typeorm';
import { FeedsRepository } from './feeds.repository';
import { TimelineService, type TimelineEntry } from './timeline.service';

type CheckInEvents = typeof checkinsTimelinesDurable.events;

/**
 * Fan-out on write: a new check-in goes onto the timelines of the author's followers that exist in
 * Redis (missing ones are rebuilt on read); a deleted one leaves them; a reassigned one leaves its
 * former owner's and their followers' timelines for the new owner's and theirs.
 */
@Injectable()
export class TimelineFanOutHandler implements EventHandler<CheckInEvents> {
  readonly durable = checkinsTimelinesDurable;

  constructor(
    private readonly feeds: FeedsRepository,
    private readonly timelines: TimelineService,
  ) {}

  async handle(event: ConsumedEvent<CheckInEvents>, manager: EntityManager): Promise<void> {
    const data = event.data;
    if ('fromUserId' in data) {
      const { id, userId } = data.checkIn;
      const from = { id, userId: data.fromUserId };
      await this.timelines.removeFromTimelines(await this.audience(from, manager), from);
      const to = { id, userId };
      await this.timelines.addToTimelines(await this.audience(to, manager), to);
      return;
    }
    const entry = { id: data.id, userId: data.userId };
    const users = await this.audience(entry, manager);
    if (event.subject === checkInCreated.subject) await this.timelines.addToTimelines(users, entry);
    else await this.timelines.removeFromTimelines(users, entry);
  }

  /** The author's own timeline too: it was updated after the commit, unless Redis failed then. */
  private async audience(entry: TimelineEntry, manager: EntityManager): Promise<number[]> {
    return [entry.userId, ...(await this.feeds.followers(entry.userId, manager))];
  }
}
