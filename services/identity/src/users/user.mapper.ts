import type { AccountSummary } from '@crema/contracts/identity/rpc';
import {
  DEFAULT_PREFERENCES,
  preferencesSchema,
  type Preferences,
  type SelfUser,
  type UserProfile,
} from '@crema/contracts/identity/user';
import type { UserEntity } from './entities/user.entity';

/**
 * Stored preferences over the defaults: a preference added after the user saved theirs gets its
 * default, one that no longer exists is dropped.
 */
export function readPreferences(stored: unknown): Preferences {
  const source = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const merged = Object.fromEntries(
    Object.entries(DEFAULT_PREFERENCES).map(([key, fallback]) => [
      key,
      key in source ? source[key] : fallback,
    ]),
  );
  return preferencesSchema.parse(merged);
}

export function toSelfUser(user: UserEntity): SelfUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    avatarUrl: user.avatarUrl,
    bio: user.bio,
    createdAt: user.createdAt.toISOString(),
    isAdmin: user.isAdmin,
    preferences: readPreferences(user.preferences),
  };
}

/** What other services may know of a user; carried by the user.* events. */
export function toUserProfile(user: UserEntity): UserProfile {
  const { profileVisibility, shareCheckIns } = readPreferences(user.preferences);
  return {
    id: user.id,
    username: user.username,
    avatarUrl: user.avatarUrl,
    bio: user.bio,
    profileVisibility,
    shareCheckIns,
  };
}

/** Whether a change is visible to other users, i.e. worth a user.updated event. */
export function profileChanged(before: UserProfile, after: UserProfile): boolean {
  return (Object.keys(after) as (keyof UserProfile)[]).some((key) => before[key] !== after[key]);
}

/** What an administrator sees of an account besides its public profile. */
export function toAccountSummary(user: UserEntity): AccountSummary {
  return { id: user.id, email: user.email, isAdmin: user.isAdmin, createdAt: user.createdAt.toISOString() };
}
