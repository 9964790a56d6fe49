import { z } from 'zod';
import { checkInCardSchema } from './check-in';

export const FEED_TYPES = ['discover', 'feed'] as const;
export type FeedType = (typeof FEED_TYPES)[number];
export const FEED_FILTERS = ['recent', 'friends', 'nearby', 'top'] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];

export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 50;
/** Radius of the nearby filter around the lat/lng the client sends. */
export const NEARBY_RADIUS_KM = 50;
export const CURSOR_MAX_LENGTH = 512;

/** `limit` and `cursor` of every paged list; the next page's URL comes in the Link header. */
export const pageQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 50')
    .max(PAGE_LIMIT_MAX, 'limit must be between 1 and 50')
    .default(PAGE_LIMIT_DEFAULT),
  /** Opaque; only a value from a previous page's Link header is valid. */
  cursor: z
    .string()
    .min(1, 'cursor is invalid')
    .max(CURSOR_MAX_LENGTH, 'cursor is invalid')
    .regex(/^[A-Za-z0-9_-]+$/, 'cursor is invalid')
    .optional(),
});
export type PageQuery = z.output<typeof pageQuery>;

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

/** A page of any list; `nextCursor` is null on the last page. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
export const checkInPageSchema = pageSchema(checkInCardSchema);
export type CheckInPage = z.infer<typeof checkInPageSchema>;
