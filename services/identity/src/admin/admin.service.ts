import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '@crema/contracts/common/rpc';
import { userDeleted } from '@crema/contracts/identity/events';
import type { AccountSummary } from '@crema/contracts/identity/rpc';
import type { SelfUser } from '@crema/contracts/identity/user';
import { identityAdminActionRecorded, type AdminAction } from '@crema/contracts/admin/audit';
import { adminAction, pendingEvent, RpcError } from '@crema/messaging';
import { IDENTITY_SETTINGS, type IdentitySettings } from '../common/tokens';
import { AdminRoster } from '../users/admin-roster.service';
import type { RosterTransaction } from '../users/admin-roster.repository';
import type { UserEntity } from '../users/entities/user.entity';
import { isDesignatedAdminName } from '../users/designated-admin';
import { toAccountSummary, toSelfUser } from '../users/user.mapper';
import { SESSION_USER_GONE, USER_NOT_FOUND } from '../users/users.service';
import { UsersRepository } from '../users/users.repository';

export const NOT_DESIGNATED_ADMIN = 'Only the designated administrator account can be initialised';
export const ADMIN_EXISTS = 'Crema already has an administrator: ask them to grant you administrator rights';
export const ADMIN_REQUIRED = 'Administrator access is required.';
export const OWN_ADMIN_RIGHTS = 'You cannot change your own administrator rights';
export const DELETE_OWN_ACCOUNT_ELSEWHERE =
  'To delete your own account, use account deletion in your settings';
export const SIGN_OUT_SELF_ELSEWHERE =
  'To sign yourself out of your other devices, use the session list in your settings';

/** Accounts listed at most per request. */
export const ACCOUNTS_LIMIT = 100;

/**
 * Who administers Crema. Every request checks the asking person against the users table, not only
 * against the role their signed token claims, which may be up to 30 s old.
 */
@Injectable()
export class AdminService {
  constructor(
    private readonly users: UsersRepository,
    private readonly roster: AdminRoster,
    @Inject(IDENTITY_SETTINGS) private readonly settings: IdentitySettings,
  ) {}

  /**
   * SPEC §6: the ADMIN_USERNAME account (any letter case) makes itself administrator, only while
   * Crema has none; an administrator's call changes nothing.
   */
  initAdmin(actor: Actor): Promise<SelfUser> {
    return this.roster.change(async (roster) => {
      const user = await roster.lockUser(actor.userId);
      if (!user) throw RpcError.unauthorized(SESSION_USER_GONE);
      if (user.isAdmin) return toSelfUser(user);
      if (!isDesignatedAdminName(user.username, this.settings))
        throw RpcError.forbidden(NOT_DESIGNATED_ADMIN);
      // Once there is an administrator, rights are granted by one: the designated name is no key.
      if (await roster.adminExists()) throw RpcError.forbidden(ADMIN_EXISTS);
      const promoted = await roster.setAdmin(user, true);
      await roster.record(
        pendingEvent(
          identityAdminActionRecorded,
          adminAction(actor, 'admin.initialised', { targetType: 'user', targetId: String(user.id) }),
        ),
      );
      return toSelfUser(promoted);
    });
  }

  /** Accounts by id and/or by any part of their email, for the admin service's users list. */
  async listAccounts(actor: Actor, filter: { ids?: number[]; email?: string }): Promise<AccountSummary[]> {
    const asking = await this.users.findById(actor.userId);
    if (!asking) throw RpcError.unauthorized(SESSION_USER_GONE);
    if (!asking.isAdmin) throw RpcError.forbidden(ADMIN_REQUIRED);
    const accounts = await this.users.listAccounts(
      {
        ...(filter.ids ? { ids: filter.ids } : {}),
        ...(filter.email ? { emailContains: filter.email } : {}),
      },
      ACCOUNTS_LIMIT,
    );
    return accounts.map(toAccountSummary);
  }

  /** Grants or revokes someone else's rights; the last administrator cannot be revoked (AdminRoster). */
  setAdmin(actor: Actor, userId: number, isAdmin: boolean): Promise<{ userId: number; isAdmin: boolean }> {
    return this.roster.change(async (roster) => {
      const user = await this.someoneElse(roster, actor, userId, OWN_ADMIN_RIGHTS);
      if (user.isAdmin === isAdmin) return { userId: user.id, isAdmin };
      const changed = await roster.setAdmin(user, isAdmin);
      await this.recordAbout(roster, actor, isAdmin ? 'user.admin-granted' : 'user.admin-revoked', user);
      return { userId: changed.id, isAdmin: changed.isAdmin };
    });
  }

  /** Deletes someone else's account: the same purge as their own deletion (user.deleted). */
  async deleteUser(actor: Actor, userId: number): Promise<{ avatarUrl: string | null }> {
    const deleted = await this.roster.change(async (roster) => {
      const user = await this.someoneElse(roster, actor, userId, DELETE_OWN_ACCOUNT_ELSEWHERE);
      await roster.delete(user, pendingEvent(userDeleted, { id: user.id }));
      await this.recordAbout(roster, actor, 'user.deleted', user);
      return user;
    });
    return { avatarUrl: deleted.avatarUrl };
  }

  /**
   * Records that an administrator signs someone else out everywhere and ends their access tokens
   * (a stolen session may have minted one); the gateway ends the sessions once this answers. Under
   * the roster lock, like every administrator's change.
   */
  signOutUser(actor: Actor, userId: number): Promise<{ userId: number }> {
    return this.roster.change(async (roster) => {
      const user = await this.someoneElse(roster, actor, userId, SIGN_OUT_SELF_ELSEWHERE);
      await roster.revokeAccessTokens(user);
      await this.recordAbout(roster, actor, 'user.signed-out', user);
      return { userId: user.id };
    });
  }

  /**
   * The person an administrator's change is about, locked: refused (409 `ownMessage`) when it is the
   * administrator themselves, 404 when there is nobody with that id.
   */
  private async someoneElse(
    roster: RosterTransaction,
    actor: Actor,
    userId: number,
    ownMessage: string,
  ): Promise<UserEntity> {
    await this.requireAdmin(roster, actor);
    if (userId === actor.userId) throw RpcError.conflict(ownMessage);
    const user = await roster.lockUser(userId);
    if (!user) throw RpcError.notFound(USER_NOT_FOUND);
    return user;
  }

  /** The audit record of a change to someone's account, in the change's transaction. */
  private recordAbout(
    roster: RosterTransaction,
    actor: Actor,
    action: AdminAction,
    user: UserEntity,
  ): Promise<void> {
    return roster.record(
      pendingEvent(
        identityAdminActionRecorded,
        adminAction(
          actor,
          action,
          { targetType: 'user', targetId: String(user.id) },
          { username: user.username },
        ),
      ),
    );
  }

  /**
   * Read under the roster lock: of two administrators revoking each other at once, the second finds
   * itself revoked and is refused, so one of them stays.
   */
  private async requireAdmin(roster: RosterTransaction, actor: Actor): Promise<void> {
    const asking = await roster.lockUser(actor.userId);
    if (!asking) throw RpcError.unauthorized(SESSION_USER_GONE);
    if (!asking.isAdmin) throw RpcError.forbidden(ADMIN_REQUIRED);
  }
}
