import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import type { SelfUser } from '@crema/contracts/identity/user';
import { fetchLinkPage, type LinkPage } from '@/lib/link-page';
import { loadCheckInCardSchema } from './card-schemas';
import { checkInKeys } from './query-keys';
import { coffeePageKeys, ownInsightsKeys, profileKeys } from '@/lib/query-keys';
import { sessionQueryKey } from '@/lib/session';

/** One page of a check-in list; `nextUrl` is the next page's URL (from the Link header). */
export type CheckInListPage = LinkPage<CheckInCard>;
export type CheckInListData = InfiniteData<CheckInListPage, string | null>;

/**
 * Every cached query that holds check-in cards: the feeds, the own list, the saved list, people's
 * profile lists and shared pages.
 */
const CARD_QUERY_PREFIXES: readonly QueryKey[] = [
  checkInKeys.lists,
  checkInKeys.own,
  checkInKeys.saved,
  checkInKeys.users,
  ['/api/shared-check-in'],
];

function isListData(data: unknown): data is CheckInListData {
  return typeof data === 'object' && data !== null && Array.isArray((data as { pages?: unknown }).pages);
}

function isCard(data: unknown): data is CheckInCard {
  return typeof data === 'object' && data !== null && typeof (data as { id?: unknown }).id === 'number';
}

/** Rewrites the cached data of every card query (lists page by page, shared pages as one card). */
function mapCardQueries(
  queryClient: QueryClient,
  mapList: (data: CheckInListData) => CheckInListData,
  mapCard: (card: CheckInCard) => CheckInCard | undefined,
): void {
  for (const queryKey of CARD_QUERY_PREFIXES) {
    queryClient.setQueriesData<unknown>({ queryKey }, (data: unknown) => {
      if (isListData(data)) return mapList(data);
      if (isCard(data)) return mapCard(data);
      return data;
    });
  }
}

/** Applies `update` to the card with this id wherever it is cached. */
export function updateCardInLists(
  queryClient: QueryClient,
  id: number,
  update: (card: CheckInCard) => CheckInCard,
): void {
  mapCardQueries(
    queryClient,
    (data) => {
      let changed = false;
      const pages = data.pages.map((page) => {
        if (!page.items.some((card) => card.id === id)) return page;
        changed = true;
        return { ...page, items: page.items.map((card) => (card.id === id ? update(card) : card)) };
      });
      return changed ? { ...data, pages } : data;
    },
    (card) => (card.id === id ? update(card) : card),
  );
}

/**
 * Removes the card with this id from every cached list (SPEC §4 "Delete"). A cached shared page of
 * it is dropped too, so it is fetched again (and answers 404) when next shown.
 */
export function removeCardFromLists(queryClient: QueryClient, id: number): void {
  mapCardQueries(
    queryClient,
    (data) => {
      let changed = false;
      const pages = data.pages.map((page) => {
        if (!page.items.some((card) => card.id === id)) return page;
        changed = true;
        return { ...page, items: page.items.filter((card) => card.id !== id) };
      });
      return changed ? { ...data, pages } : data;
    },
    (card) => card,
  );
  queryClient.removeQueries({ queryKey: checkInKeys.shared(id), exact: true });
}

/**
 * Cancels in-flight fetches of the card queries before an optimistic update, so an answer read
 * before the change cannot overwrite it.
 */
export async function cancelCardRefetches(queryClient: QueryClient): Promise<void> {
  await Promise.all(CARD_QUERY_PREFIXES.map((queryKey) => queryClient.cancelQueries({ queryKey })));
}

/**
 * Refetches every check-in list (feeds, own, saved, people's profile lists) and what is built on
 * them: the insights and the coffee, roaster and café pages.
 */
export function invalidateCheckInLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: checkInKeys.lists }),
    queryClient.invalidateQueries({ queryKey: checkInKeys.own }),
    queryClient.invalidateQueries({ queryKey: checkInKeys.saved }),
    queryClient.invalidateQueries({ queryKey: checkInKeys.users }),
    queryClient.invalidateQueries({ queryKey: coffeePageKeys.all }),
    ...ownInsightsKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]).then(() => undefined);
}

/**
 * Refetches the signed-in user's profile, whose check-in count changes with each check-in they
 * create or delete.
 */
export async function invalidateViewerProfile(queryClient: QueryClient): Promise<void> {
  const username = queryClient.getQueryData<SelfUser | null>(sessionQueryKey)?.username;
  if (username) await queryClient.invalidateQueries({ queryKey: profileKeys.profile(username), exact: true });
}

/**
 * Fetches one page of a check-in list: the body is the cards, the Link header names the next page.
 * The cards' schema (and zod) load alongside the request, so the home route's loader can ask for
 * the feed without them in the first screen's JavaScript (ADR 0025).
 */
export function fetchCheckInPage(url: string): Promise<CheckInListPage> {
  return fetchLinkPage(url, loadCheckInCardSchema());
}
