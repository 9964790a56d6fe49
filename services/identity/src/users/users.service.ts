import { AccessTokensService } from '../access-tokens/access-tokens.service';
import { Inject, Injectable } from '@nestjs/common';
import { JobQueue } from '@crema/jobs';
import type { Logger } from 'pino';
import type { Actor } from '@crema/contracts/common/rpc';
import { userDeleted, userRegistered, userUpdated } from '@crema/contracts/identity/events';
import type { IdentityExport, registerUser, updateSettings } from '@crema/contracts/identity/rpc';
import type { SelfUser, UserProfile } from '@crema/contracts/identity/user';
import { RpcError, type RpcInput } from '@crema/messaging';
import { pendingEvent } from '@crema/messaging';
import { IDENTITY_SETTINGS, LOGGER, type IdentitySettings } from '../common/tokens';
import { addressInUseNoticeJob, addressInUseNoticeJobId } from '../mail/mail.jobs';
import { EmailChangeRepository } from '../email-change/email-change.repository';
import { SettingsService } from '../settings/settings.service';
import { AdminRoster } from './admin-roster.service';
import type { UserEntity } from './entities/user.entity';
import { assertCurrentPassword } from './current-password';
import { isDesignatedAdminName } from './designated-admin';
import { PasswordHasher } from './password-hasher';
import { assertStrongPassword } from './password-policy';
import { profileChanged, readPreferences, toSelfUser, toUserProfile } from './user.mapper';
import {
  UniqueFieldTakenError,
  UsersRepository,
  type UniqueField,
  type UserChanges,
} from './users.repository';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const SESSION_USER_GONE = 'Your account no longer exists. Please log in again.';
export { CURRENT_PASSWORD_INCORRECT } from './current-password';
export const USER_NOT_FOUND = 'User not found';
export const REGISTRATION_CLOSED = 'Registration is closed';

const TAKEN_MESSAGES: Record<UniqueField, string> = {
  username: 'This username is already taken',
  email: 'An account with this email already exists',
};

/** Inputs after the contracts schemas parsed them (trimmed, emails lower-cased). */
type Registration = RpcInput<typeof registerUser>;
type SettingsChanges = RpcInput<typeof updateSettings>['changes'];

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly roster: AdminRoster,
    private readonly registration: SettingsService,
    @Inject(IDENTITY_SETTINGS) private readonly settings: IdentitySettings,
    private readonly tokens: AccessTokensService,
    private readonly mailQueue: JobQueue,
    private readonly emailChanges: EmailChangeRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Creates the account. A taken username is answered first and alone: usernames are public, and
   * answering it never says anything about the email. A taken email is answered 409 (signing a new
   * account in is itself the answer for a free one, so no reply could hide it: docs/adr/0023), and
   * its owner is told someone tried, at most once an hour.
   */
  async register(input: Registration): Promise<SelfUser> {
    if (!(await this.registration.registrationOpen())) throw RpcError.forbidden(REGISTRATION_CLOSED);
    assertStrongPassword(input.password, 'password', input);
    // Checked up front for a clear answer; the unique indexes still decide races.
    await this.assertAvailable({ username: input.username });
    const owner = await this.users.findByEmail(input.email);
    if (owner) {
      await this.noticeAddressInUse(owner.id);
      throw RpcError.conflict(TAKEN_MESSAGES.email, [{ path: 'email', message: TAKEN_MESSAGES.email }]);
    }
    const passwordHash = await this.hasher.hash(input.password);
    const user = await this.translateTaken(() =>
      this.users.create({ username: input.username, email: input.email, passwordHash }, (created) =>
        pendingEvent(userRegistered, toUserProfile(created)),
      ),
    );
    return toSelfUser(user);
  }

  /** Same answer and about the same time for an unknown user and a wrong password. */
  async verifyCredentials(username: string, password: string): Promise<SelfUser> {
    const user = await this.users.findByUsername(username);
    if (!user) {
      await this.hasher.verifyDecoy(password);
      throw RpcError.unauthorized(INVALID_CREDENTIALS);
    }
    if (!(await this.hasher.verify(user.passwordHash, password)))
      throw RpcError.unauthorized(INVALID_CREDENTIALS);
    return toSelfUser(user);
  }

  async getCurrentUser(actor: Actor): Promise<SelfUser> {
    return toSelfUser(await this.requireUser(actor));
  }

  /** What other services may know of a user, for a projection that has not received them yet. */
  async getUserProfile(userId: number): Promise<UserProfile> {
    const user = await this.users.findById(userId);
    if (!user) throw RpcError.notFound(USER_NOT_FOUND);
    return toUserProfile(user);
  }

  /** The public profiles of `ids`, in their order; null for a user that does not exist (any more). */
  async profilesByIds(ids: readonly number[]): Promise<(UserProfile | null)[]> {
    const found = new Map((await this.users.findByIds(ids)).map((user) => [user.id, toUserProfile(user)]));
    return ids.map((id) => found.get(id) ?? null);
  }

  async profileByUsername(username: string): Promise<UserProfile | null> {
    const user = await this.users.findByUsername(username);
    return user ? toUserProfile(user) : null;
  }

  async updateSettings(actor: Actor, changes: SettingsChanges): Promise<SelfUser> {
    const current = await this.requireUser(actor);
    // The email is not among the changes: it moves by a confirmed email change alone.
    await this.assertAvailable({ username: changes.username }, current.id);
    const update: UserChanges = {
      ...(changes.username !== undefined ? { username: changes.username } : {}),
      // An emptied bio is no bio.
      ...(changes.bio !== undefined ? { bio: changes.bio || null } : {}),
      ...(changes.preferences
        ? {
            preferences: readPreferences({ ...readPreferences(current.preferences), ...changes.preferences }),
          }
        : {}),
    };
    return toSelfUser(await this.updateOrFail(actor, update));
  }

  async changePassword(actor: Actor, currentPassword: string, newPassword: string): Promise<void> {
    const user = await this.requireUser(actor);
    await assertCurrentPassword(this.hasher, user, currentPassword);
    assertStrongPassword(newPassword, 'newPassword', user);
    await this.updateOrFail(actor, { passwordHash: await this.hasher.hash(newPassword) });
    // As after a reset: the new password ends an email change asked under the old one.
    await this.emailChanges.cancelAll(user.id);
  }

  /** Records the new avatar and answers the previous one so the caller can delete the old image. */
  async setAvatar(
    actor: Actor,
    avatarUrl: string,
  ): Promise<{ user: SelfUser; previousAvatarUrl: string | null }> {
    const current = await this.requireUser(actor);
    const user = await this.updateOrFail(actor, { avatarUrl });
    return { user: toSelfUser(user), previousAvatarUrl: current.avatarUrl };
  }

  async exportUser(actor: Actor): Promise<IdentityExport> {
    const [user, accessTokens] = await Promise.all([this.requireUser(actor), this.tokens.list(actor)]);
    return { profile: toSelfUser(user), accessTokens };
  }

  /**
   * Deletes the account and announces it so every other service purges the user's data. The last
   * administrator cannot leave (409): Crema would have none, and the designated account could then
   * claim the administration again.
   */
  async deleteAccount(actor: Actor, currentPassword: string): Promise<{ avatarUrl: string | null }> {
    await assertCurrentPassword(this.hasher, await this.requireUser(actor), currentPassword);
    const deleted = await this.roster.change(async (roster) => {
      const user = await roster.lockUser(actor.userId);
      if (user) await roster.delete(user, pendingEvent(userDeleted, { id: user.id }));
      return user;
    });
    if (!deleted) throw RpcError.unauthorized(SESSION_USER_GONE);
    return { avatarUrl: deleted.avatarUrl };
  }

  /** Best effort: the person registering gets their answer whether or not the notice could be queued. */
  private async noticeAddressInUse(ownerId: number): Promise<void> {
    try {
      await this.mailQueue.add(
        addressInUseNoticeJob,
        { userId: ownerId, attempt: 'registration' },
        addressInUseNoticeJobId(ownerId, 'registration', new Date()),
      );
    } catch (error) {
      this.logger.error({ err: error, userId: ownerId }, 'could not enqueue the address-in-use notice');
    }
  }

  private async requireUser(actor: Actor): Promise<UserEntity> {
    const user = await this.users.findById(actor.userId);
    if (!user) throw RpcError.unauthorized(SESSION_USER_GONE);
    return user;
  }

  /** Applies changes; a change others can see is announced as user.updated in the same transaction. */
  private async updateOrFail(actor: Actor, changes: UserChanges): Promise<UserEntity> {
    const updated = await this.translateTaken(() =>
      this.users.update(actor.userId, changes, (before, after) => {
        const profile = toUserProfile(after);
        return profileChanged(toUserProfile(before), profile)
          ? pendingEvent(userUpdated, profile)
          : undefined;
      }),
    );
    if (!updated) throw RpcError.unauthorized(SESSION_USER_GONE);
    return updated;
  }

  private async assertAvailable(
    fields: { username?: string | undefined },
    exceptUserId?: number,
  ): Promise<void> {
    if (fields.username === undefined) return;
    const owner = await this.users.findByUsername(fields.username);
    const taken = owner ? owner.id !== exceptUserId : await this.reservedForAdministrator(fields.username);
    if (taken) {
      throw RpcError.conflict(TAKEN_MESSAGES.username, [
        { path: 'username', message: TAKEN_MESSAGES.username },
      ]);
    }
  }

  /**
   * The designated administrator's name may be claimed only while Crema has no administrator: that
   * is how the account that makes itself the first one is created. Afterwards only its holder keeps
   * it (in any letter case), so nobody can pass for the administrator. Refused like a taken name.
   */
  private async reservedForAdministrator(username: string): Promise<boolean> {
    return isDesignatedAdminName(username, this.settings) && (await this.users.adminExists());
  }

  private async translateTaken<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof UniqueFieldTakenError)) throw error;
      const message = TAKEN_MESSAGES[error.field];
      throw RpcError.conflict(message, [{ path: error.field, message }]);
    }
  }
}

