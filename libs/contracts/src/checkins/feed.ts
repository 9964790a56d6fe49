import { z } from 'zod';
import { pageQuery, pageSchema } from '../common/page';
import { checkInCardSchema } from './check-in';
import { ADMIN_FEED_FILTERS, FEED_FILTERS, FEED_TYPES, isAdminFeedFilter } from './feed-options';

export {
  ADMIN_FEED_FILTERS,
  FEED_FILTERS,
  FEED_TYPES,
  isAdminFeedFilter,
  NEARBY_RADIUS_KM,
  type AdminFeedFilter,
  type FeedFilter,
  type FeedType,
} from './feed-options';
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
