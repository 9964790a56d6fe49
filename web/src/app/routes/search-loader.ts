import { SEARCH_TYPES } from '@crema/contracts/search/search-terms';
import type { QueryClient } from '@tanstack/react-query';
import { isSearchable, searchQueryOptions } from '@/features/search/api/search';
import { isOneOf } from '@/lib/is-one-of';
import { prefetchLoader } from '@/lib/prefetch-loader';

/**
 * A search reached by a link or a reload (`/search?q=…&type=…`, read as SearchRoute reads them):
 * the open tab's results. What is typed afterwards is the screen's own to ask for (a prefetch runs on a new path only).
 */
export const searchLoader = (queryClient: QueryClient) =>
  prefetchLoader(async ({ searchParams }) => {
    const query = searchParams.get('q') ?? '';
    const type = searchParams.get('type') ?? '';
    if (!isSearchable(query)) return;
    await queryClient.prefetchQuery(
      searchQueryOptions(isOneOf(SEARCH_TYPES, type) ? type : 'coffees', query),
    );
  });
