import { z } from 'zod';
import { pageQuery, pageSchema } from '../common/page';
import { checkInCardSchema } from './check-in';

export const FEED_TYPES = ['discover', 'feed'] as const;
export type FeedType = (typeof FEED_TYPES)[number];
export const FEED_FILTERS = ['recent', 'friends', 'nearby', 'top'] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];
/**
 * The administrators' check-in list (SPEC §7: discover with all, recent or popular): `all` is every
 * check-in, newest first, and `popular` every check-in by likes, then comments; both include every
 * privacy level and hidden content, and answer 403 to anyone but an administrator.
 */
export const ADMIN_FEED_FILTERS = ['all', 'popular'] as const;
export type AdminFeedFilter = (typeof ADMIN_FEED_FILTERS)[number];

/** Radius of the nearby filter around the lat/lng the client sends. */
export const NEARBY_RADIUS_KM = 50;

export function isAdminFeedFilter(filter: string): filter is AdminFeedFilter {
  return (ADMIN_FEED_FILTERS as readonly string[]).includes(filter);
}

/** GET /api/check-ins query (SPEC §7). */
export const feedQuery = pageQuery
  .extend({
    feedType: z.enum(FEED_TYPES, { error: 'feedType must be discover or feed' }).default('discover'),
    filter: z
      .enum([...FEED_FILTERS, ...ADMIN_FEED_FILTERS], {
        error: 'filter must be recent, friends, nearby, top, all or popular',
      })
      .default('recent'),
    lat: z.coerce
      .number({ error: 'lat must be a number' })
      .min(-90, 'lat must be between -90 and 90')
      .max(90, 'lat must be between -90 and 90')
      .optional(),
    lng: z.coerce
      .number({ error: 'lng must be a number' })
      .min(-180, 'lng must be between -180 and 180')
      .max(180, 'lng must be between -180 and 180')
      .optional(),
  })
  .refine((query) => query.filter !== 'nearby' || (query.lat !== undefined && query.lng !== undefined), {
    message: 'The nearby filter needs your location: send lat and lng',
    path: ['lat'],
  })
  .refine((query) => query.feedType === 'discover' || !isAdminFeedFilter(query.filter), {
    message: 'The all and popular filters list discover (feedType=discover)',
    path: ['filter'],
  });
export type FeedQuery = z.output<typeof feedQuery>;

export const checkInPageSchema = pageSchema(checkInCardSchema);
export type CheckInPage = z.infer<typeof checkInPageSchema>;
