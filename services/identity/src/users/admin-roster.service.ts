import { Injectable } from '@nestjs/common';
import { RpcError } from '@crema/messaging';
import { AdminRosterRepository, type RosterTransaction } from './admin-roster.repository';

export const LAST_ADMIN = 'Crema needs at least one administrator';

/** Changes to who administers Crema, never leaving it without an administrator once it has one. */
@Injectable()
export class AdminRoster {
  constructor(private readonly roster: AdminRosterRepository) {}

  /**
   * Runs a change under the roster lock; one that would take away the last administrator (revoking
   * or deleting them, their own account deletion included) is rolled back and answered 409.
   */
  change<T>(work: (roster: RosterTransaction) => Promise<T>): Promise<T> {
    return this.roster.change(async (roster) => {
      const hadAdmin = await roster.adminExists();
      const result = await work(roster);
      if (hadAdmin && !(await roster.adminExists())) throw RpcError.conflict(LAST_ADMIN);
      return result;
    });
  }
}
