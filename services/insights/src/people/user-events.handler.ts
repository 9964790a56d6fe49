import { Injectable } from '@nestjs/common';
import { insightsUsersDurable } from '@crema/contracts/bus/insights-consumers';
import { userRegistered } from '@crema/contracts/identity/events';
import type { ConsumedEvent, EventHandler } from '@crema/messaging';
import type { EntityManager } from 'typeorm';
import { ModelRebuilds } from '../jobs/model-rebuilds';
import { PeopleRepository } from './people.repository';

type UserEvents = typeof insightsUsersDurable.events;

/** Keeps who people are and their privacy; user.deleted purges everything about them. */
@Injectable()
export class UserEventsHandler implements EventHandler<UserEvents> {
  readonly durable = insightsUsersDurable;

  constructor(
    private readonly people: PeopleRepository,
    private readonly rebuilds: ModelRebuilds,
  ) {}

  async handle(event: ConsumedEvent<UserEvents>, manager: EntityManager): Promise<void> {
    const user = event.data;
    if (!('username' in user)) {
      await this.people.purge(manager, user.id);
      return;
    }
    await this.people.upsert(manager, user, new Date(event.occurredAt));
  }

  /**
   * Whose check-ins feed the model depends on privacy (and a deleted person's go): rebuild it. A
   * registration changes nothing there until the person checks in.
   */
  async afterCommit(event: ConsumedEvent<UserEvents>): Promise<void> {
    if (event.subject !== userRegistered.subject) await this.rebuilds.request();
  }
}
