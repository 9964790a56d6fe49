import { Injectable } from '@nestjs/common';
import { socialCheckInsDurable } from '@crema/contracts/social/consumers';
import type { ConsumedEvent } from '@crema/messaging';
import type { EntityManager } from 'typeorm';
import type { EventHandler } from '../events/event-handler';
import { CheckInFactsRepository } from './check-in-facts.repository';
import { coffeeKey, roasterKey } from './coffee-key';

const CHECK_IN_EVENTS = socialCheckInsDurable.events;

/** Feeds the check-in facts (and so the check-in counters) from checkins' checkin.* events. */
@Injectable()
export class CheckInEventsHandler implements EventHandler<typeof CHECK_IN_EVENTS> {
  readonly durable = socialCheckInsDurable.name;
  readonly events = CHECK_IN_EVENTS;

  constructor(private readonly facts: CheckInFactsRepository) {}

  async handle(event: ConsumedEvent<typeof CHECK_IN_EVENTS>, manager: EntityManager): Promise<void> {
    const checkIn = event.data;
    // checkin.deleted carries the ids only; created and updated carry the full state.
    if (!('coffeeName' in checkIn)) {
      await this.facts.remove(manager, checkIn.id, checkIn.userId);
      return;
    }
    await this.facts.record(manager, {
      checkInId: checkIn.id,
      userId: checkIn.userId,
      coffeeKey: coffeeKey(checkIn.coffeeName, checkIn.roaster),
      roasterKey: roasterKey(checkIn.roaster),
    });
  }
}
