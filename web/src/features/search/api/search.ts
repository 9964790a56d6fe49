import type { SearchCounts, SearchResult } from '@crema/contracts/search/search';
import { SEARCH_QUERY_MIN, type SearchType } from '@crema/contracts/search/search-terms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { searchKeys } from '@/lib/query-keys';

// Imported with the answer: the route's loader asks for a linked search before zod is here (ADR 0037).
const searchContracts = () => import('@crema/contracts/search/search');

/** Results stay fresh this long: typing back to an earlier query shows it without a call. */
export const SEARCH_STALE_TIME_MS = 30_000;

/** The text a search is made for: trimmed, as the server reads it. */
export function searchText(text: string): string {
  return text.trim();
}

/** SPEC §5: the text must be longer than 2 characters. */
export function isSearchable(text: string): boolean {
  return searchText(text).length >= SEARCH_QUERY_MIN;
}

/** GET /api/search?type=…&query=…: at most 20 results of one type, best first. */
export function search<T extends SearchType>(type: T, query: string): Promise<SearchResult<T>[]> {
  const params = new URLSearchParams({ type, query: searchText(query) });
  const schema = searchContracts().then(
    (contracts) => contracts.searchResultListSchemas[type] as unknown as z.ZodType<SearchResult<T>[]>,
  );
  return apiJson('GET', `/api/search?${params.toString()}`, schema);
}

/** SPEC §7: the key holds the type and the query. */
export const searchQueryOptions = <T extends SearchType>(type: T, query: string) =>
  queryOptions({
    queryKey: searchKeys.results(type, searchText(query)),
    queryFn: () => search(type, query),
    enabled: isSearchable(query),
    staleTime: SEARCH_STALE_TIME_MS,
    // While the next query loads, the previous results stay on screen.
    placeholderData: keepPreviousData,
  });

export function useSearch<T extends SearchType>(type: T, query: string) {
  return useQuery(searchQueryOptions(type, query));
}

/** GET /api/search/counts?query=…: results per tab (each at most 20), for an empty tab's hint. */
export function searchCounts(query: string): Promise<SearchCounts> {
  const params = new URLSearchParams({ query: searchText(query) });
  const schema = searchContracts().then((contracts) => contracts.searchCountsSchema);
  return apiJson('GET', `/api/search/counts?${params.toString()}`, schema);
}

/** Asked only when a tab came back empty (`enabled`): one request for the other three tabs. */
export function useSearchCounts(query: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...searchKeys.counts(searchText(query))],
      queryFn: () => searchCounts(query),
      enabled: enabled && isSearchable(query),
      staleTime: SEARCH_STALE_TIME_MS,
    }),
  );
}
