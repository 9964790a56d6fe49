import type { FriendEntry, UserProfileView } from '@crema/contracts/social/rest';
import type { UserResult } from '@crema/contracts/search/search';
import { QueryClient } from '@tanstack/react-query';
import { searchKeys } from '@/lib/query-keys';
import {
  applyFollow,
  applyFollowAnswer,
  cancelPeopleRefetches,
  followersCountAfter,
  type FriendListData,
} from './people-cache';
import { socialKeys } from './query-keys';

const entry = (id: number, overrides: Partial<FriendEntry> = {}): FriendEntry => ({
  id,
  username: `user${id}`,
  avatarUrl: null,
  checkInsCount: 3,
  mutualFriends: 0,
  isFollowing: false,
  followsYou: false,
  ...overrides,
});

const profile = (id: number, overrides: Partial<UserProfileView> = {}): UserProfileView => ({
  id,
  username: `user${id}`,
  avatarUrl: null,
  profileVisibility: 'public',
  canView: true,
  bio: null,
  checkInsCount: 1,
  followersCount: 5,
  followingCount: 2,
  isSelf: false,
  isFollowing: false,
  followsYou: false,
  ...overrides,
});

const paged = (...pages: FriendEntry[][]): FriendListData => ({
  pages: pages.map((items, index) => ({
    items,
    nextUrl: index < pages.length - 1 ? `next${index}` : null,
  })),
  pageParams: pages.map((_, index) => index),
});

const searchKey = searchKeys.results('users', 'user');
const coffeeSearchKey = searchKeys.results('coffees', 'user');

function seeded(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(socialKeys.followers, paged([entry(1, { followsYou: true })], [entry(2)]));
  client.setQueryData(socialKeys.suggestions, [entry(2), entry(3)]);
  client.setQueryData(socialKeys.profile('user2'), profile(2));
  client.setQueryData(socialKeys.profile('me'), profile(9, { isSelf: true, followingCount: 2 }));
  client.setQueryData<UserResult[]>(searchKey, [
    { id: 2, username: 'user2', avatarUrl: null, checkInsCount: 0, isFollowing: false },
  ]);
  client.setQueryData(coffeeSearchKey, [
    { id: 2, name: 'Coffee', roaster: 'R', imageUrl: null, avgRating: 4, ratingsCount: 1 },
  ]);
  return client;
}

describe('people cache', () => {
  it('shows a follow at once in every list, search result and profile, and in my following count', () => {
    const client = seeded();
    const untouchedPage = client.getQueryData<FriendListData>(socialKeys.followers)?.pages[0];
    applyFollow(client, 2, true);

    const followers = client.getQueryData<FriendListData>(socialKeys.followers);
    expect(followers?.pages[1]?.items[0]?.isFollowing).toBe(true);
    // Pages without the person keep their identity (no needless re-render).
    expect(followers?.pages[0]).toBe(untouchedPage);
    expect(client.getQueryData<FriendEntry[]>(socialKeys.suggestions)?.map((e) => e.isFollowing)).toEqual([
      true,
      false,
    ]);
    expect(client.getQueryData<UserResult[]>(searchKey)?.[0]?.isFollowing).toBe(true);
    expect(client.getQueryData<UserProfileView>(socialKeys.profile('user2'))).toMatchObject({
      isFollowing: true,
      followersCount: 6,
    });
    expect(client.getQueryData<UserProfileView>(socialKeys.profile('me'))?.followingCount).toBe(3);
    // A coffee with the same id is not a person.
    expect(client.getQueryData<Array<Record<string, unknown>>>(coffeeSearchKey)?.[0]).not.toHaveProperty(
      'isFollowing',
    );
  });

  it('unfollowing lowers the counts; a state already shown changes nothing', () => {
    const client = seeded();
    client.setQueryData(socialKeys.profile('user2'), profile(2, { isFollowing: true, followersCount: 1 }));
    applyFollow(client, 2, false);
    expect(client.getQueryData<UserProfileView>(socialKeys.profile('user2'))).toMatchObject({
      isFollowing: false,
      followersCount: 0,
    });
    const before = client.getQueryData(socialKeys.profile('user2'));
    applyFollowAnswer(client, 2, { isFollowing: false, followersCount: 0 });
    expect(client.getQueryData(socialKeys.profile('user2'))).toBe(before);
  });

  it("takes the server's follower count and leaves hidden counts hidden", () => {
    const client = seeded();
    client.setQueryData(socialKeys.profile('user3'), profile(3, { canView: false, followersCount: null }));
    applyFollowAnswer(client, 2, { isFollowing: true, followersCount: 42 });
    applyFollowAnswer(client, 3, { isFollowing: true, followersCount: 7 });
    expect(client.getQueryData<UserProfileView>(socialKeys.profile('user2'))?.followersCount).toBe(42);
    expect(client.getQueryData<UserProfileView>(socialKeys.profile('user3'))).toMatchObject({
      isFollowing: true,
      followersCount: null,
    });
  });

  it('keeps the cached follower count when the answer hides it', () => {
    expect(followersCountAfter(6, { isFollowing: true, followersCount: null })).toBe(6);
    expect(followersCountAfter(6, { isFollowing: true, followersCount: 9 })).toBe(9);
    expect(followersCountAfter(null, { isFollowing: true, followersCount: 9 })).toBeNull();

    const client = seeded();
    applyFollow(client, 2, true);
    applyFollowAnswer(client, 2, { isFollowing: true, followersCount: null });
    expect(client.getQueryData<UserProfileView>(socialKeys.profile('user2'))).toMatchObject({
      isFollowing: true,
      followersCount: 6,
    });
  });

  it('cancels refetches of the lists but neither a search in progress nor a first load', async () => {
    const client = new QueryClient();
    const never = () => new Promise<never>(() => undefined);
    client.setQueryData(socialKeys.followers, paged([entry(1)]));
    void client.prefetchQuery({ queryKey: socialKeys.followers, queryFn: never, staleTime: 0 });
    void client.prefetchQuery({ queryKey: socialKeys.friends, queryFn: never });
    // Typing: the new query loads while the old results stay on screen as placeholder.
    void client.prefetchQuery({ queryKey: searchKeys.results('users', 'use'), queryFn: never });
    const fetching = (queryKey: readonly unknown[]) => client.getQueryState(queryKey)?.fetchStatus;
    expect(fetching(socialKeys.followers)).toBe('fetching');

    await cancelPeopleRefetches(client);

    expect(fetching(socialKeys.followers)).toBe('idle');
    expect(client.getQueryData<FriendListData>(socialKeys.followers)?.pages[0]?.items[0]?.id).toBe(1);
    expect(fetching(socialKeys.friends)).toBe('fetching');
    expect(fetching(searchKeys.results('users', 'use'))).toBe('fetching');
  });
});
