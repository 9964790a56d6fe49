import {
  friendEntrySchema,
  type FollowState,
  type FriendEntry,
  type UserProfileView,
} from '@crema/contracts/social/rest';
import {
  infiniteQueryOptions,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { fetchLinkPage, nextPageParam, type LinkPage } from '@/lib/link-page';
import { searchUsersKey, socialKeys } from './query-keys';

export type FriendListPage = LinkPage<FriendEntry>;
export type FriendListData = InfiniteData<FriendListPage, unknown>;

/** GETs one page of friend entries; the next page's URL comes from the Link header. */
export function fetchFriendPage(url: string): Promise<FriendListPage> {
  return fetchLinkPage(url, friendEntrySchema);
}

/** A paged list of friend entries under `queryKey`, starting at `url`. */
export function friendListQueryOptions(queryKey: QueryKey, url: string) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchFriendPage(pageParam),
    initialPageParam: url,
    getNextPageParam: nextPageParam,
    // Follows change on other devices and by other people: fetched again on each visit.
    staleTime: 0,
  });
}

/** What a follow changes about a person, wherever they are cached. */
interface PersonFollowState {
  id: number;
  isFollowing: boolean;
}

/** Every cached query that shows a person with the viewer's follow state. */
const PEOPLE_QUERY_PREFIXES: readonly QueryKey[] = [
  socialKeys.friends,
  socialKeys.followers,
  socialKeys.following,
  socialKeys.suggestions,
  socialKeys.profiles,
  searchUsersKey,
];

export type PeopleSnapshot = Array<[QueryKey, unknown]>;

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

/** Applies the server's answer: the follow state and the person's follower count. */
export function applyFollowAnswer(
  queryClient: QueryClient,
  userId: number,
  answer: FollowState,
): void {
  mapPeopleQueries(queryClient, (person) => {
    if (person.id !== userId) return person;
    if (isProfile(person)) {
      const followersCount = person.followersCount === null ? null : (answer.followersCount ?? person.followersCount);
      if (person.isFollowing === answer.isFollowing && person.followersCount === followersCount)
        return person;
      return { ...person, isFollowing: answer.isFollowing, followersCount };
    }
    return person.isFollowing === answer.isFollowing
      ? person
      : { ...person, isFollowing: answer.isFollowing };
  });
}

/** Cancels in-flight fetches of the people queries and copies their data, for a rollback. */
export async function snapshotPeople(queryClient: QueryClient): Promise<PeopleSnapshot> {
  await Promise.all(PEOPLE_QUERY_PREFIXES.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  return PEOPLE_QUERY_PREFIXES.flatMap((queryKey) => queryClient.getQueriesData<unknown>({ queryKey }));
}

export function restorePeople(queryClient: QueryClient, snapshot: PeopleSnapshot): void {
  for (const [queryKey, data] of snapshot) queryClient.setQueryData(queryKey, data);
}
