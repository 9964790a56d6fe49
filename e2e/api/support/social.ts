import type { FollowState, FriendEntry, UserProfileView } from '@crema/contracts/social/rest';
import type { Preferences } from '@crema/contracts/identity/user';
import type { ApiClient } from './http';

export type { FollowState, FriendEntry, UserProfileView };

/** Follows `userId` through the API and returns the follow state (fails the test otherwise). */
export async function follow(client: ApiClient, userId: number): Promise<FollowState> {
  const response = await client.post(`/api/users/${userId}/follow`);
  if (response.status !== 200)
    throw new Error(`follow ${userId} failed: ${response.status} ${response.text}`);
  return response.body as FollowState;
}

export async function unfollow(client: ApiClient, userId: number): Promise<FollowState> {
  const response = await client.delete(`/api/users/${userId}/follow`);
  if (response.status !== 200)
    throw new Error(`unfollow ${userId} failed: ${response.status} ${response.text}`);
  return response.body as FollowState;
}

/** Sets privacy preferences through the settings route. */
export async function setPrivacy(
  client: ApiClient,
  preferences: Partial<Pick<Preferences, 'profileVisibility' | 'shareCheckIns'>>,
): Promise<void> {
  const response = await client.patch('/api/user/settings', { preferences });
  if (response.status !== 200) throw new Error(`settings failed: ${response.status} ${response.text}`);
}

/** The usernames of a list answer, in order. */
export const usernames = (entries: unknown): string[] =>
  (entries as FriendEntry[]).map((entry) => entry.username);
