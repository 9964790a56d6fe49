import { Injectable } from '@nestjs/common';
import { socialCheckInsDurable } from '@crema/contracts/bus/social-consumers';
import type { CheckInState } from '@crema/contracts/checkins/events';
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
    const data = event.data;
    // checkin.reassigned carries the state after the move: recording it moves the fact, and one
    // check-in from the former owner's count to the new owner's (once, however often it comes).
    if ('fromUserId' in data) {
      await this.record(manager, data.checkIn);
      return;
    }
    // checkin.deleted carries the ids only; created and updated carry the full state.
    if ('coffeeName' in data) await this.record(manager, data);
    else await this.facts.remove(manager, data.id, data.userId);
  }

  private record(manager: EntityManager, checkIn: CheckInState): Promise<void> {
    return this.facts.record(manager, {
      checkInId: checkIn.id,
      userId: checkIn.userId,
      coffeeKey: coffeeKey(checkIn.coffeeName, checkIn.roaster),
      roasterKey: roasterKey(checkIn.roaster),
    });
  }
}
