import type { FollowState, FriendEntry, UserProfileView } from '@crema/contracts/social/rest';
import type { UserResult } from '@crema/contracts/search/search';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { searchKeys } from '@/lib/query-keys';
import { followMutationOptions } from './follow-user';
import { socialKeys } from './query-keys';

/** A follow call the test answers when it wants: `answer` (200) or `fail` (an error status). */
interface PendingCall {
  url: string;
  answer: (body: FollowState) => void;
  fail: (status: number, detail: string) => void;
}

const calls: PendingCall[] = [];
const realFetch = global.fetch;

beforeEach(() => {
  calls.length = 0;
  // apiFetch calls fetch with the URL as a string.
  global.fetch = jest.fn(
    (url: string) =>
      new Promise<Response>((resolve) => {
        calls.push({
          url,
          answer: (body) => resolve(Response.json(body)),
          fail: (status, detail) => resolve(Response.json({ detail }, { status })),
        });
      }),
  ) as unknown as typeof fetch;
});

afterAll(() => {
  global.fetch = realFetch;
});

function call(userId: number): PendingCall {
  const found = calls.find((pending) => pending.url === `/api/users/${userId}/follow`);
  if (!found) throw new Error(`no call for user ${userId}`);
  return found;
}

const searchKey = searchKeys.results('users', 'use');

const result = (id: number, isFollowing = false): UserResult => ({
  id,
  username: `user${id}`,
  avatarUrl: null,
  checkInsCount: 0,
  isFollowing,
});

function seeded(): QueryClient {
  const client = new QueryClient();
  client.setQueryData<UserResult[]>(searchKey, [result(2), result(3)]);
  client.setQueryData<FriendEntry[]>(socialKeys.suggestions, [
    {
      id: 2,
      username: 'user2',
      avatarUrl: null,
      checkInsCount: 1,
      mutualFriends: 0,
      isFollowing: false,
      followsYou: false,
    },
  ]);
  client.setQueryData<UserProfileView>(socialKeys.profile('me'), {
    id: 9,
    username: 'me',
    avatarUrl: null,
    profileVisibility: 'public',
    canView: true,
    bio: null,
    checkInsCount: 0,
    followersCount: 0,
    followingCount: 4,
    isSelf: true,
    isFollowing: false,
    followsYou: false,
  });
  return client;
}

/** Starts a follow (or unfollow) of user{id}; its outcome is caught, the toast already told it. */
function follow(client: QueryClient, id: number, follows = true): Promise<unknown> {
  const observer = new MutationObserver(client, followMutationOptions(client, { id, username: `user${id}` }));
  return observer.mutate(follows).catch((error: unknown) => error);
}

const following = (client: QueryClient) =>
  Object.fromEntries(
    (client.getQueryData<UserResult[]>(searchKey) ?? []).map((person) => [person.id, person.isFollowing]),
  );
const followingCount = (client: QueryClient) =>
  client.getQueryData<UserProfileView>(socialKeys.profile('me'))?.followingCount;

/** Lets the mutations' callbacks (which await the query cache) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('following with two follows in flight', () => {
  it("a failed follow turns back only that person: the other follow's success stays", async () => {
    const client = seeded();
    const first = follow(client, 2);
    const second = follow(client, 3);
    await settle();
    expect(following(client)).toEqual({ 2: true, 3: true });
    expect(followingCount(client)).toBe(6);

    call(3).answer({ isFollowing: true, followersCount: 1 });
    await second;
    call(2).fail(500, 'Something broke');
    await first;

    expect(following(client)).toEqual({ 2: false, 3: true });
    expect(followingCount(client)).toBe(5);
    expect(client.getQueryData<FriendEntry[]>(socialKeys.suggestions)?.[0]?.isFollowing).toBe(false);
  });

  it('a failure while the other follow is still on its way keeps that one shown', async () => {
    const client = seeded();
    const first = follow(client, 2);
    const second = follow(client, 3);
    await settle();

    call(2).fail(404, 'No such user');
    await first;
    expect(following(client)).toEqual({ 2: false, 3: true });

    call(3).answer({ isFollowing: true, followersCount: null });
    await second;
    expect(following(client)).toEqual({ 2: false, 3: true });
    expect(followingCount(client)).toBe(5);
  });

  it('an unfollow that fails shows the follow again', async () => {
    const client = seeded();
    client.setQueryData<UserResult[]>(searchKey, [result(2, true), result(3)]);
    const done = follow(client, 2, false);
    await settle();
    expect(following(client)).toEqual({ 2: false, 3: false });
    call(2).fail(500, 'Something broke');
    await done;
    expect(following(client)).toEqual({ 2: true, 3: false });
    expect(followingCount(client)).toBe(4);
  });

  it('refetches the lists, profiles, search results and feeds once the last follow has settled', async () => {
    const client = seeded();
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    const first = follow(client, 2);
    const second = follow(client, 3);
    await settle();

    call(2).answer({ isFollowing: true, followersCount: 1 });
    await first;
    // Another follow is on its way: a refetch now could answer without it and show it undone.
    expect(invalidate).not.toHaveBeenCalled();

    call(3).answer({ isFollowing: true, followersCount: 1 });
    await second;
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        socialKeys.friends,
        socialKeys.followers,
        socialKeys.following,
        socialKeys.profiles,
        socialKeys.suggestions,
        searchKeys.type('users'),
        ['/api/check-ins'],
      ]),
    );
  });
});
