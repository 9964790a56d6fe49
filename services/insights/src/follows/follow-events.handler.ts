import { Injectable } from '@nestjs/common';
import { insightsFollowsDurable } from '@crema/contracts/bus/insights-consumers';
import { followCreated } from '@crema/contracts/social/events';
import type { ConsumedEvent, EventHandler } from '@crema/messaging';
import type { EntityManager } from 'typeorm';
import { BadgeEvaluations } from '../jobs/badge-evaluations';
import { FollowsRepository } from './follows.repository';

type FollowEvents = typeof insightsFollowsDurable.events;

/** Social's follow.* events; a new follower asks for the followed person's badge evaluation. */
@Injectable()
export class FollowEventsHandler implements EventHandler<FollowEvents> {
  readonly durable = insightsFollowsDurable;

  constructor(
    private readonly follows: FollowsRepository,
    private readonly evaluations: BadgeEvaluations,
  ) {}

  /** One edge's follow and unfollow in order. */
  orderKey(event: ConsumedEvent<FollowEvents>): string {
    return `${event.data.followerId}-${event.data.followingId}`;
  }

  /** Dated by when social wrote them (the envelope's time): one clock for a follow and its unfollow. */
  async handle(event: ConsumedEvent<FollowEvents>, manager: EntityManager): Promise<void> {
    const at = new Date(event.occurredAt);
    if (event.subject === followCreated.subject) await this.follows.add(manager, event.data, at);
    else await this.follows.remove(manager, event.data, at);
  }

  async afterCommit(event: ConsumedEvent<FollowEvents>): Promise<void> {
    if (event.subject === followCreated.subject) await this.evaluations.request([event.data.followingId]);
  }
}
