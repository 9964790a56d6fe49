import { Injectable } from '@nestjs/common';
import { adminUsersDurable } from '@crema/contracts/bus/admin-consumers';
import { userRegistered } from '@crema/contracts/identity/events';
import type { ConsumedEvent, EventHandler } from '@crema/messaging';
import type { EntityManager } from 'typeorm';
import { PeopleRepository } from './people.repository';

type UserEvents = typeof adminUsersDurable.events;

/** Keeps who people are and when they joined; user.deleted purges them from every count. */
@Injectable()
export class UserEventsHandler implements EventHandler<UserEvents> {
  readonly durable = adminUsersDurable;

  constructor(private readonly people: PeopleRepository) {}

  orderKey(event: ConsumedEvent<UserEvents>): string {
    return String(event.data.id);
  }

  async handle(event: ConsumedEvent<UserEvents>, manager: EntityManager): Promise<void> {
    const user = event.data;
    if (!('username' in user)) return this.people.purge(manager, user.id);
    if (event.subject === userRegistered.subject)
      return this.people.register(manager, user, new Date(event.occurredAt));
    return this.people.update(manager, user);
  }
}
