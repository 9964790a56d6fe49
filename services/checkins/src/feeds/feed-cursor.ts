import { cursorIdSchema, listCursor } from '@crema/messaging';
import { z } from 'zod';

/**
 * The keyset of each list the feeds answer: its cursor names the list and holds the sort key of the
 * previous page's last item (the check-in id; for top also rating and likes, for nearby the
 * distance, for the administrators' popular list likes and comments). A cursor of another list is a
 * 400 like a forged one.
 */
const byId = <K extends string>(kind: K) => listCursor(kind, { id: cursorIdSchema });
const byTop = <K extends string>(kind: K) =>
  listCursor(kind, {
    r: z.number().int().min(1).max(5),
    l: z.number().int().nonnegative(),
    id: cursorIdSchema,
  });
const byDistance = <K extends string>(kind: K) =>
  listCursor(kind, { d: z.number().nonnegative().max(40_075), id: cursorIdSchema });
const byPopularity = <K extends string>(kind: K) =>
  listCursor(kind, {
    l: z
      .number()
      .int()
      .nonnegative()
      .max(2 ** 31 - 1),
    c: z
      .number()
      .int()
      .nonnegative()
      .max(2 ** 31 - 1),
    id: cursorIdSchema,
  });

export const FEED_CURSORS = {
  'discover.recent': byId('discover.recent'),
  'discover.friends': byId('discover.friends'),
  'discover.top': byTop('discover.top'),
  'discover.nearby': byDistance('discover.nearby'),
  'discover.all': byId('discover.all'),
  'discover.popular': byPopularity('discover.popular'),
  'feed.recent': byId('feed.recent'),
  'feed.friends': byId('feed.friends'),
  'feed.top': byTop('feed.top'),
  'feed.nearby': byDistance('feed.nearby'),
  own: byId('own'),
  user: byId('user'),
  saved: byId('saved'),
} as const;
