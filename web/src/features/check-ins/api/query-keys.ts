import type { FeedFilter, FeedType } from '@crema/contracts/checkins/feed';
import { checkInFeedsKey } from '@/lib/query-keys';

export interface FeedCoords {
  lat: number;
  lng: number;
}

/**
 * Query keys of the check-in lists (SPEC §7 "Cached list keys"). Every feed list starts with
 * `lists`, so invalidating `lists` refetches all of them.
 */
export const checkInKeys = {
  lists: checkInFeedsKey,
  feed: (feedType: FeedType, filter: FeedFilter, coords?: FeedCoords | null) =>
    [
      ...checkInFeedsKey,
      coords ? { feedType, filter, lat: coords.lat, lng: coords.lng } : { feedType, filter },
    ] as const,
  own: ['/api/user/check-ins'] as const,
  saved: ['/api/user/saved'] as const,
  /** Someone's check-ins on their profile page (not under '/api/users': that is the profiles' prefix). */
  users: ['user-check-ins'] as const,
  user: (username: string) => ['user-check-ins', username] as const,
  /** A coffee, roaster or café page's check-ins, by the list's first URL: a feed like the others. */
  page: (url: string) => [...checkInFeedsKey, { page: url }] as const,
  shared: (id: number | string) => ['/api/shared-check-in', String(id)] as const,
  comments: (id: number | string) => ['check-in-comments', String(id)] as const,
};
