import type { FeedFilter, FeedType } from '@crema/contracts/checkins/feed';
import { useFeed } from '../../api/get-feed';
import type { FeedCoords } from '../../api/query-keys';
import { CheckInList } from './check-in-list';

interface CheckInFeedProps {
  feedType: FeedType;
  filter: FeedFilter;
  coords?: FeedCoords | null;
  /** Shown under 'No check-ins to display.' */
  emptyHint?: string;
}

/** A feed of check-in cards, page after page by cursor (infinite scroll with a 'Load more' fallback). */
export function CheckInFeed({ feedType, filter, coords, emptyHint }: CheckInFeedProps) {
  const feed = useFeed({ feedType, filter, coords });
  // Another feed or filter is another list: drawn from its first cards again.
  return <CheckInList key={`${feedType}:${filter}`} query={feed} emptyHint={emptyHint} />;
}
