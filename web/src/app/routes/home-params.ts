import {
  FEED_FILTERS,
  FEED_TYPES,
  type FeedFilter,
  type FeedType,
} from '@crema/contracts/checkins/feed-options';
import { isOneOf } from '@/lib/is-one-of';

// Signed in, the feed type is the personal feed unless the user picked Discover (SPEC §4).
export const DEFAULT_FEED_TYPE: FeedType = 'feed';
export const DEFAULT_FEED_FILTER: FeedFilter = 'recent';

/** The home feed's tab and filter as the URL gives them (?tab=discover&filter=top). */
export function feedParamsOf(params: URLSearchParams): { feedType: FeedType; filter: FeedFilter } {
  const tab = params.get('tab') ?? '';
  const filter = params.get('filter') ?? '';
  return {
    feedType: isOneOf(FEED_TYPES, tab) ? tab : DEFAULT_FEED_TYPE,
    filter: isOneOf(FEED_FILTERS, filter) ? filter : DEFAULT_FEED_FILTER,
  };
}
