import { Injectable } from '@nestjs/common';
import { adminCheckInsDurable } from '@crema/contracts/bus/admin-consumers';
import type { CheckInState } from '@crema/contracts/checkins/events';
import { coffeeKey, roasterKey } from '@crema/contracts/coffee/coffee-key';
import type { ConsumedEvent, EventHandler } from '@crema/messaging';
import type { EntityManager } from 'typeorm';
import { countCheckIn } from '../analytics/rollups';
import { CheckInFactsRepository, type CheckInFact } from './check-in-facts.repository';
import { PeopleRepository } from './people.repository';

type CheckInEvents = typeof adminCheckInsDurable.events;

/** Records checkins' checkin.* events as facts and keeps the analytics counts in step, in one transaction. */
@Injectable()
export class CheckInEventsHandler implements EventHandler<CheckInEvents> {
  readonly durable = adminCheckInsDurable;

  constructor(
    private readonly facts: CheckInFactsRepository,
    private readonly people: PeopleRepository,
  ) {}

  /** One check-in's events in order; different check-ins side by side. */
  orderKey(event: ConsumedEvent<CheckInEvents>): string {
    return String('checkIn' in event.data ? event.data.checkIn.id : event.data.id);
  }

  async handle(event: ConsumedEvent<CheckInEvents>, manager: EntityManager): Promise<void> {
    const data = event.data;
    if ('checkIn' in data) return this.record(manager, toFact(data.checkIn), [data.fromUserId]);
    if ('coffeeName' in data) return this.record(manager, toFact(data), []);
    const gone = await this.facts.remove(manager, data.id);
    if (gone) await countCheckIn(manager, gone, -1);
  }

  /** Creates or brings up to date the fact of a check-in (also for a new owner), unless it or a person involved is gone. */
  private async record(manager: EntityManager, fact: CheckInFact, formerOwners: number[]): Promise<void> {
    if (!(await this.people.tombstones.lockAlive(manager, [fact.userId, ...formerOwners]))) return;
    if (await this.facts.isDeleted(manager, fact.checkInId)) return;
    const known = await this.facts.lock(manager, fact.checkInId);
    if (!known) {
      await this.facts.insert(manager, fact);
      await countCheckIn(manager, fact, 1);
      return;
    }
    // createdAt never changes, so only the coffee, roaster or rating can move a count.
    const recounted =
      known.coffeeKey !== fact.coffeeKey ||
      known.roasterKey !== fact.roasterKey ||
      known.rating !== fact.rating;
    const withOriginalTime = { ...fact, createdAt: known.createdAt };
    await this.facts.replace(manager, withOriginalTime);
    if (recounted) {
      await countCheckIn(manager, known, -1);
      await countCheckIn(manager, withOriginalTime, 1);
    }
    if (known.userId !== fact.userId) {
      await this.facts.addToCount(manager, known.userId, -1);
      await this.facts.addToCount(manager, fact.userId, 1);
    }
  }
}

function toFact(checkIn: CheckInState): CheckInFact {
  return {
    checkInId: checkIn.id,
    userId: checkIn.userId,
    coffeeKey: coffeeKey(checkIn.coffeeName, checkIn.roaster),
    coffeeName: checkIn.coffeeName.trim(),
    roasterKey: roasterKey(checkIn.roaster),
    roaster: checkIn.roaster.trim(),
    rating: checkIn.rating,
    createdAt: new Date(checkIn.createdAt),
  };
}
