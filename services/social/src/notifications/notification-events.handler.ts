import { Injectable } from '@nestjs/common';
import { socialNotificationsDurable } from '@crema/contracts/bus/social-consumers';
import {
  checkInCreated,
  checkInDeleted,
  checkInReassigned,
  commentCreated,
  commentDeleted,
  contentModerated,
  likeCreated,
  likeDeleted,
} from '@crema/contracts/checkins/events';
import type { EventDescriptor } from '@crema/contracts/common/events';
import { badgeEarned } from '@crema/contracts/insights/events';
import { followCreated, followDeleted } from '@crema/contracts/social/events';
import type { ConsumedEvent, EventHandler } from '@crema/messaging';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import { NotificationLive } from './notification-live';
import { NotificationWriter } from './notification-writer';

type NotificationEvents = typeof socialNotificationsDurable.events;
type Event = ConsumedEvent<NotificationEvents>;

/** The payload of `event` when it is a `descriptor` event, else undefined. */
function dataOf<D extends EventDescriptor<z.ZodType>>(
  event: Event,
  descriptor: D,
): z.output<D['data']> | undefined {
  return event.subject === descriptor.subject ? (event.data as z.output<D['data']>) : undefined;
}

/**
 * Notifies people of what others did (issue 11), and withdraws what was undone; once committed,
 * the recipients' open streams hear of it.
 */
@Injectable()
export class NotificationEventsHandler implements EventHandler<NotificationEvents> {
  readonly durable = socialNotificationsDurable;

  constructor(
    private readonly writer: NotificationWriter,
    private readonly live: NotificationLive,
  ) {}

  /** One recipient's events in order (an unlike after its like); different people's side by side. */
  orderKey(event: Event): string {
    return String(personOf(event));
  }

  async handle(event: Event, manager: EntityManager): Promise<void> {
    const stamp = { id: event.id, at: new Date(event.occurredAt) };
    let data;
    if ((data = dataOf(event, followCreated))) return this.writer.followed(manager, stamp, data);
    if ((data = dataOf(event, followDeleted))) return this.writer.unfollowed(manager, data);
    if ((data = dataOf(event, likeCreated))) return this.writer.liked(manager, stamp, data);
    if ((data = dataOf(event, likeDeleted))) return this.writer.unliked(manager, stamp, data);
    if ((data = dataOf(event, commentCreated))) return this.writer.commented(manager, stamp, data);
    if ((data = dataOf(event, commentDeleted))) return this.writer.uncommented(manager, stamp, data);
    if ((data = dataOf(event, badgeEarned))) return this.writer.earnedBadge(manager, stamp, data);
    if ((data = dataOf(event, contentModerated))) return this.writer.moderated(manager, stamp, data);
    if ((data = dataOf(event, checkInCreated))) return this.writer.checkedIn(manager, stamp, data);
    if ((data = dataOf(event, checkInDeleted))) return this.writer.checkInDeleted(manager, stamp, data.id);
    if ((data = dataOf(event, checkInReassigned)))
      return this.writer.checkInReassigned(manager, stamp, { checkInId: data.checkIn.id, ownerId: data.checkIn.userId });
  }

  /** At least once: announcing the same state twice only repeats it. */
  afterCommit(event: Event): Promise<void> {
    return this.live.announce(event.id, [personOf(event)]);
  }
}

/** Whose notifications an event is about: the person followed, the check-in's owner, the badge's earner… */
function personOf(event: Event): number {
  const data = event.data;
  if ('followingId' in data) return data.followingId;
  if ('fromUserId' in data) return data.fromUserId;
  if ('ownerId' in data) return data.ownerId;
  return data.userId;
}
