import type { FollowState, FriendEntry, UserProfileView } from '@crema/contracts/social/rest';
import {
  infiniteQueryOptions,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { fetchLinkPage, nextPageParam, type LinkPage } from '@/lib/link-page';
import { VISIT_STALE_TIME_MS } from '@/lib/query-client';
import { searchKeys } from '@/lib/query-keys';
import { socialKeys } from './query-keys';

export type FriendListPage = LinkPage<FriendEntry>;
export type FriendListData = InfiniteData<FriendListPage, unknown>;

/**
 * GETs one page of friend entries; the next page's URL comes from the Link header. The entries'
 * schema (and zod) load with the answer: the friends route's loader asks before they are here.
 */
export function fetchFriendPage(url: string): Promise<FriendListPage> {
  const schema = import('@crema/contracts/social/rest').then((module) => module.friendEntrySchema);
  return fetchLinkPage(url, schema);
}

/** A paged list of friend entries under `queryKey`, starting at `url`. */
export function friendListQueryOptions(queryKey: QueryKey, url: string) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchFriendPage(pageParam),
    initialPageParam: url,
    getNextPageParam: nextPageParam,
    // Follows change on other devices and by other people: fetched again on each visit.
    staleTime: VISIT_STALE_TIME_MS,
  });
}

/** What a follow changes about a person, wherever they are cached. */
interface PersonFollowState {
  id: number;
  isFollowing: boolean;
}

/** The social feature's own queries that show people with the viewer's follow state. */
const SOCIAL_PEOPLE_PREFIXES: readonly QueryKey[] = [
  socialKeys.friends,
  socialKeys.followers,
  socialKeys.following,
  socialKeys.suggestions,
  socialKeys.profiles,
];

/**
 * The people found by search (the search feature's queries): their answers carry `isFollowing`, so
 * a follow made anywhere shows there at once.
 */
export const searchedPeopleKey = searchKeys.type('users');

/** Every cached query that shows a person with the viewer's follow state. */
const PEOPLE_QUERY_PREFIXES: readonly QueryKey[] = [...SOCIAL_PEOPLE_PREFIXES, searchedPeopleKey];

function isPerson(value: unknown): value is PersonFollowState {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'number' &&
    typeof (value as { isFollowing?: unknown }).isFollowing === 'boolean'
  );
}

function isProfile(value: unknown): value is UserProfileView {
  return isPerson(value) && typeof (value as { canView?: unknown }).canView === 'boolean';
}

function isPagedList(value: unknown): value is FriendListData {
  return typeof value === 'object' && value !== null && Array.isArray((value as { pages?: unknown }).pages);
}

function mapPeople<T>(items: T[], update: (item: T) => T): T[] {
  let changed = false;
  const next = items.map((item) => {
    const updated = update(item);
    if (updated !== item) changed = true;
    return updated;
  });
  return changed ? next : items;
}

/** Rewrites every cached list entry, search result and profile with `update`. */
function mapPeopleQueries(
  queryClient: QueryClient,
  update: <P extends PersonFollowState>(person: P) => P,
): void {
  for (const queryKey of PEOPLE_QUERY_PREFIXES) {
    queryClient.setQueriesData<unknown>({ queryKey }, (data: unknown) => {
      if (Array.isArray(data))
        return mapPeople(data, (item: unknown) => (isPerson(item) ? update(item) : item));
      if (isPagedList(data)) {
        const pages = mapPeople(data.pages, (page) => {
          const items = mapPeople(page.items, update);
          return items === page.items ? page : { ...page, items };
        });
        return pages === data.pages ? data : { ...data, pages };
      }
      return isPerson(data) ? update(data) : data;
    });
  }
}

const plus = (count: number | null, delta: number) => (count === null ? null : Math.max(0, count + delta));

/**
 * Shows a follow (or unfollow) of `userId` at once everywhere: the person's list entries, search
 * results and profile (with its follower count), and the following count of the viewer's own profile.
 */
export function applyFollow(queryClient: QueryClient, userId: number, follow: boolean): void {
  const delta = follow ? 1 : -1;
  mapPeopleQueries(queryClient, (person) => {
    if (person.id === userId) {
      if (person.isFollowing === follow) return person;
      return isProfile(person)
        ? { ...person, isFollowing: follow, followersCount: plus(person.followersCount, delta) }
        : { ...person, isFollowing: follow };
    }
    if (isProfile(person) && person.isSelf)
      return { ...person, followingCount: plus(person.followingCount, delta) };
    return person;
  });
}

/**
 * A profile's follower count once the server answered a follow. A count the profile hides stays
 * hidden. When the answer has none (the person's privacy hides it from the viewer now, e.g. after
 * unfollowing a friends-only profile) the cached count, already moved by the follow, is kept: the
 * refetch that follows every follow brings the profile as the viewer may now see it.
 */
export function followersCountAfter(cached: number | null, answer: FollowState): number | null {
  if (cached === null) return null;
  return answer.followersCount ?? cached;
}

/** Applies the server's answer: the follow state and the person's follower count. */
export function applyFollowAnswer(queryClient: QueryClient, userId: number, answer: FollowState): void {
  mapPeopleQueries(queryClient, (person) => {
    if (person.id !== userId) return person;
    if (isProfile(person)) {
      const followersCount = followersCountAfter(person.followersCount, answer);
      if (person.isFollowing === answer.isFollowing && person.followersCount === followersCount)
        return person;
      return { ...person, isFollowing: answer.isFollowing, followersCount };
    }
    return person.isFollowing === answer.isFollowing
      ? person
      : { ...person, isFollowing: answer.isFollowing };
  });
}

/**
 * Cancels the in-flight refetches of the social lists and profiles, so an answer sent before a
 * follow cannot overwrite it on screen. Only queries that already hold data are cancelled (a first
 * load cancelled would stay a skeleton), and never the search: the results being typed for are
 * loading with the previous ones as placeholder, and a cancelled search would keep those.
 */
export async function cancelPeopleRefetches(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    SOCIAL_PEOPLE_PREFIXES.map((queryKey) =>
      queryClient.cancelQueries({ queryKey, predicate: (query) => query.state.data !== undefined }),
    ),
  );
}
