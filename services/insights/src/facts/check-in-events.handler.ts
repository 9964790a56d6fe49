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

  /** One person's check-ins in order (the anti-farming window, a check-in's own changes); people side by side. */
  orderKey(event: ConsumedEvent<CheckInEvents>): string {
    return String(event.data.userId);
  }

  async handle(event: ConsumedEvent<CheckInEvents>, manager: EntityManager): Promise<void> {
    const checkIn = event.data;
    // checkin.deleted carries the ids only; created and updated carry the full state.
    if (!('coffeeName' in checkIn)) {
      await this.facts.remove(manager, checkIn.id, checkIn.userId);
      return;
    }
    await this.facts.record(manager, toCheckInFact(checkIn));
  }

  /**
   * A new or edited check-in may reach a badge (an edit can add brew details); a deletion never
   * takes one away. Any change moves the community's ratings, so the model is rebuilt soon.
   */
  async afterCommit(event: ConsumedEvent<CheckInEvents>): Promise<void> {
    if (event.subject !== checkInDeleted.subject) await this.evaluations.request([event.data.userId]);
    await this.rebuilds.request();
  }
}
