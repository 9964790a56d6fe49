import { z } from 'zod';
import { pageQuery, pageSchema } from '../common/page';
import { checkInCardSchema } from './check-in';

export const FEED_TYPES = ['discover', 'feed'] as const;
export type FeedType = (typeof FEED_TYPES)[number];
export const FEED_FILTERS = ['recent', 'friends', 'nearby', 'top'] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];

/** Radius of the nearby filter around the lat/lng the client sends. */
export const NEARBY_RADIUS_KM = 50;

/** GET /api/check-ins query (SPEC §7). */
export const feedQuery = pageQuery
  .extend({
    feedType: z.enum(FEED_TYPES, { error: 'feedType must be discover or feed' }).default('discover'),
    filter: z.enum(FEED_FILTERS, { error: 'filter must be recent, friends, nearby or top' }).default('recent'),
    lat: z.coerce.number({ error: 'lat must be a number' }).min(-90, 'lat must be between -90 and 90').max(90, 'lat must be between -90 and 90').optional(),
    lng: z.coerce.number({ error: 'lng must be a number' }).min(-180, 'lng must be between -180 and 180').max(180, 'lng must be between -180 and 180').optional(),
  })
  .refine((query) => query.filter !== 'nearby' || (query.lat !== undefined && query.lng !== undefined), {
    message: 'The nearby filter needs your location: send lat and lng',
    path: ['lat'],
  });
export type FeedQuery = z.output<typeof feedQuery>;

export const checkInPageSchema = pageSchema(checkInCardSchema);
export type CheckInPage = z.infer<typeof checkInPageSchema>;
