import { Injectable } from '@nestjs/common';
import { insightsCheckInsDurable } from '@crema/contracts/bus/insights-consumers';
import { checkInDeleted } from '@crema/contracts/checkins/events';
import type { ConsumedEvent, EventHandler } from '@crema/messaging';
import type { EntityManager } from 'typeorm';
import { BadgeEvaluations } from '../jobs/badge-evaluations';
import { ModelRebuilds } from '../jobs/model-rebuilds';
import { toCheckInFact } from './check-in-fact';
import { CheckInFactsRepository } from './check-in-facts.repository';

type CheckInEvents = typeof insightsCheckInsDurable.events;

/** Records checkins' checkin.* events as facts, then asks for badge evaluation and a model rebuild. */
@Injectable()
export class CheckInEventsHandler implements EventHandler<CheckInEvents> {
  readonly durable = insightsCheckInsDurable;

  constructor(
    private readonly facts: CheckInFactsRepository,
    private readonly evaluations: BadgeEvaluations,
    private readonly rebuilds: ModelRebuilds,
  ) {}

  /**
   * One person's check-ins in order (the anti-farming window, a check-in's own changes); people side
   * by side. A check-in's reassignments in order among themselves: they concern two people, and
   * the facts repository keeps them right against the owners' own events in any order.
   */
  orderKey(event: ConsumedEvent<CheckInEvents>): string {
    const data = event.data;
    return 'fromUserId' in data ? `check-in:${data.checkIn.id}` : String(data.userId);
  }

  async handle(event: ConsumedEvent<CheckInEvents>, manager: EntityManager): Promise<void> {
    const data = event.data;
    if ('fromUserId' in data) {
      await this.facts.reassign(manager, toCheckInFact(data.checkIn), data.fromUserId);
    } else if ('coffeeName' in data) {
      await this.facts.record(manager, toCheckInFact(data));
    } else {
      // checkin.deleted carries the ids only; created and updated carry the full state.
      await this.facts.remove(manager, data.id, data.userId);
    }
  }

  /**
   * A new or edited check-in may reach a badge (an edit can add brew details); a deletion never
   * takes one away. A reassignment re-evaluates both people: the new owner may reach a badge, the
   * former one keeps what they earned (earned stays earned). Any change moves the community's
   * ratings, so the model is rebuilt soon.
   */
  async afterCommit(event: ConsumedEvent<CheckInEvents>): Promise<void> {
    const data = event.data;
    if ('fromUserId' in data) await this.evaluations.request([data.fromUserId, data.checkIn.userId]);
    else if (event.subject !== checkInDeleted.subject) await this.evaluations.request([data.userId]);
    await this.rebuilds.request();
  }
}
