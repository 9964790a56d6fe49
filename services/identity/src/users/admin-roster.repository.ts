import { Injectable } from '@nestjs/common';
import type { PendingEvent } from '@crema/messaging';
import { DataSource, type EntityManager } from 'typeorm';
import { revokeAllAccessTokens } from '../access-tokens/access-tokens.repository';
import { UserEntity } from './entities/user.entity';

/**
 * Serialises every change to who administers Crema (the first promotion, grants, revocations and
 * the deletion of any account): the checks of a change and the change itself run as one step, so
 * two changes at once cannot both pass a check that only one of them may (key: the schema's roster).
 */
const ROSTER_LOCK = `hashtext('crema.identity.admin-roster')`;

/** The statements a roster change may run, inside its transaction and under the roster lock. */
export class RosterTransaction {
  constructor(private readonly manager: EntityManager) {}

  /** The user's row, locked until commit (a concurrent rename waits); null when there is no such user. */
  lockUser(id: number): Promise<UserEntity | null> {
    return this.manager.findOne(UserEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  adminExists(): Promise<boolean> {
    return this.manager.existsBy(UserEntity, { isAdmin: true });
  }

  async setAdmin(user: UserEntity, isAdmin: boolean): Promise<UserEntity> {
    await this.manager.update(UserEntity, { id: user.id }, { isAdmin });
    return this.manager.findOneByOrFail(UserEntity, { id: user.id });
  }

  /** Writes an event (an administrator's audit record) to the outbox in this transaction. */
  async record(event: PendingEvent): Promise<void> {
    await event.appendTo(this.manager);
  }

  /** Ends the user's personal access tokens: a stolen session may have minted one. */
  revokeAccessTokens(user: UserEntity): Promise<void> {
    return revokeAllAccessTokens(this.manager, user.id);
  }

  /** Deletes the user (their reset tokens cascade) and writes the event in the same transaction. */
  async delete(user: UserEntity, event: PendingEvent): Promise<void> {
    await this.manager.delete(UserEntity, { id: user.id });
    await event.appendTo(this.manager);
  }
}

@Injectable()
export class AdminRosterRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs the work in one transaction holding the roster lock until it commits or rolls back. */
  change<T>(work: (roster: RosterTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(${ROSTER_LOCK})`);
      return work(new RosterTransaction(manager));
    });
  }
}
