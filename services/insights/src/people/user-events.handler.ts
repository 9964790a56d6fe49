import { Injectable } from '@nestjs/common';
import { insightsUsersDurable } from '@crema/contracts/bus/insights-consumers';
import type { ConsumedEvent, EventHandler } from '@crema/messaging';
import type { EntityManager } from 'typeorm';
import { PeopleRepository } from './people.repository';

type UserEvents = typeof insightsUsersDurable.events;

/** Keeps who people are and their privacy; user.deleted purges everything about them. */
@Injectable()
export class UserEventsHandler implements EventHandler<UserEvents> {
  readonly durable = insightsUsersDurable;

  constructor(private readonly people: PeopleRepository) {}

  async handle(event: ConsumedEvent<UserEvents>, manager: EntityManager): Promise<void> {
    const user = event.data;
    if (!('username' in user)) {
      await this.people.purge(manager, user.id);
      return;
    }
    await this.people.upsert(manager, user);
  }
}
