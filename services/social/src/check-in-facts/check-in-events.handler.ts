import { Injectable } from '@nestjs/common';
import { socialCheckInsDurable } from '@crema/contracts/bus/social-consumers';
import type { ConsumedEvent, EventHandler } from '@crema/messaging';
import type { EntityManager } from 'typeorm';
import { CheckInFactsRepository } from './check-in-facts.repository';
import { coffeeKey, roasterKey } from '@crema/contracts/coffee/coffee-key';

type CheckInEvents = typeof socialCheckInsDurable.events;

/** Feeds the check-in facts (and so the check-in counters) from checkins' checkin.* events. */
@Injectable()
export class CheckInEventsHandler implements EventHandler<CheckInEvents> {
  readonly durable = socialCheckInsDurable;

  constructor(private readonly facts: CheckInFactsRepository) {}

  async handle(event: ConsumedEvent<CheckInEvents>, manager: EntityManager): Promise<void> {
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
