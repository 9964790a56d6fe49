import { AccessTokensService } from '../access-tokens/access-tokens.service';
import { Inject, Injectable } from '@nestjs/common';
import type { Actor, FieldError } from '@crema/contracts/common/rpc';
import { userDeleted, userRegistered, userUpdated } from '@crema/contracts/identity/events';
import type { IdentityExport, registerUser, updateSettings } from '@crema/contracts/identity/rpc';
import type { SelfUser, UserProfile } from '@crema/contracts/identity/user';
import { RpcError, type RpcInput } from '@crema/messaging';
import { pendingEvent } from '@crema/messaging';
import { IDENTITY_SETTINGS, type IdentitySettings } from '../common/tokens';
import { SettingsService } from '../settings/settings.service';
import { AdminRoster } from './admin-roster.service';
import type { UserEntity } from './entities/user.entity';
import { isDesignatedAdminName } from './designated-admin';
import { PasswordHasher } from './password-hasher';
import { profileChanged, readPreferences, toSelfUser, toUserProfile } from './user.mapper';
import {
  UniqueFieldTakenError,
  UsersRepository,
  type UniqueField,
  type UserChanges,
} from './users.repository';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const SESSION_USER_GONE = 'Your account no longer exists. Please log in again.';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
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
  ) {}

  async register(input: Registration): Promise<SelfUser> {
    if (!(await this.registration.registrationOpen())) throw RpcError.forbidden(REGISTRATION_CLOSED);
    // Checked up front to report every taken field at once; the unique indexes still decide races.
    await this.assertAvailable(input);
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
    await this.assertAvailable({ username: changes.username, email: changes.email }, current.id);
    const update: UserChanges = {
      ...(changes.username !== undefined ? { username: changes.username } : {}),
      ...(changes.email !== undefined ? { email: changes.email } : {}),
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
    if (!(await this.hasher.verify(user.passwordHash, currentPassword))) {
      throw RpcError.validation(CURRENT_PASSWORD_INCORRECT, [
        { path: 'currentPassword', message: CURRENT_PASSWORD_INCORRECT },
      ]);
    }
    await this.updateOrFail(actor, { passwordHash: await this.hasher.hash(newPassword) });
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
  async deleteAccount(actor: Actor): Promise<{ avatarUrl: string | null }> {
    const deleted = await this.roster.change(async (roster) => {
      const user = await roster.lockUser(actor.userId);
      if (user) await roster.delete(user, pendingEvent(userDeleted, { id: user.id }));
      return user;
    });
    if (!deleted) throw RpcError.unauthorized(SESSION_USER_GONE);
    return { avatarUrl: deleted.avatarUrl };
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
    fields: { username?: string; email?: string },
    exceptUserId?: number,
  ): Promise<void> {
    const errors: FieldError[] = [];
    if (fields.username !== undefined) {
      const owner = await this.users.findByUsername(fields.username);
      const taken = owner ? owner.id !== exceptUserId : await this.reservedForAdministrator(fields.username);
      if (taken) errors.push({ path: 'username', message: TAKEN_MESSAGES.username });
    }
    if (fields.email !== undefined) {
      const owner = await this.users.findByEmail(fields.email);
      if (owner && owner.id !== exceptUserId) errors.push({ path: 'email', message: TAKEN_MESSAGES.email });
    }
    const first = errors[0];
    if (first) throw RpcError.conflict(first.message, errors);
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
