import type { FeedQuery } from '@crema/contracts/checkins/feed';
import type { Logger } from 'pino';
import type { CardRow } from '../cards/card-sql';
import type { FeedsRepository } from './feeds.repository';
import { FeedsService, nearbyArea } from './feeds.service';
import type { TimelineEntry, TimelineService, TimelineSlice } from './timeline.service';

describe('nearbyArea', () => {
  it('bounds the radius with a box around the point', () => {
    const { box } = nearbyArea(-33.92, 18.42, 50);
    expect(box.maxLat - box.minLat).toBeCloseTo((2 * 50) / 111.32, 5);
    expect(box.minLng).toBeLessThan(18.42 - 50 / 111.32);
    expect(box.maxLng).toBeGreaterThan(18.42 + 50 / 111.32);
  });

  it('takes every longitude across the antimeridian and near the poles', () => {
    expect(nearbyArea(10, 179.9, 50).box).toMatchObject({ minLng: -180, maxLng: 180 });
    expect(nearbyArea(89.99, 0, 50).box).toMatchObject({ minLng: -180, maxLng: 180, maxLat: 90 });
  });
});

describe('FeedsService home timeline', () => {
  const viewer = { userId: 1, isAdmin: false };
  const row = (id: number, userId = 2): CardRow => ({
    id,
    user_id: userId,
    username: `u${userId}`,
    avatar_url: null,
    created_at: new Date(0),
    location: null,
    photo_url: null,
    photo_thumbnail_url: null,
    coffee_name: 'c',
    roaster: 'r',
    rating: 3,
    brew_method: 'Pour Over',
    roast_level: null,
    coffee_type: null,
    tasting_notes: [],
    notes: null,
    likes_count: 0,
    comments_count: 0,
    brew_details: null,
    is_liked: false,
    is_saved: false,
  });
  const logger = { warn: jest.fn() } as unknown as Logger;

  /** A timeline of entries (newest first) of which `hidden` ids are not visible to the viewer. */
  function service(
    entries: TimelineEntry[],
    options: { full?: boolean; hidden?: number[]; fail?: boolean } = {},
  ) {
    const timelines = {
      slice: jest.fn((_user: number, below: number, count: number): Promise<TimelineSlice> => {
        if (options.fail) return Promise.reject(new Error('redis down'));
        return Promise.resolve({
          entries: entries.filter((entry) => entry.id < below).slice(0, count),
          full: options.full ?? false,
        });
      }),
    };
    const feeds = {
      timelinePage: jest.fn((_viewer: number, ids: readonly number[], count: number) =>
        Promise.resolve(
          ids
            .filter((id) => !(options.hidden ?? []).includes(id))
            .sort((a, b) => b - a)
            .slice(0, count)
            .map((id) => row(id, entries.find((e) => e.id === id)!.userId)),
        ),
      ),
      recent: jest.fn((_scope: string, _viewer: number, below: number, count: number) =>
        Promise.resolve(Array.from({ length: 5 }, (_, index) => row(below - 1 - index)).slice(0, count)),
      ),
    };
    return {
      feeds,
      timelines,
      service: new FeedsService(
        feeds as unknown as FeedsRepository,
        timelines as unknown as TimelineService,
        logger,
      ),
    };
  }
  const entries = (ids: number[], userId = 2) => ids.map((id) => ({ id, userId }));
  const query = (cursor?: string): FeedQuery => ({
    feedType: 'feed',
    filter: 'recent',
    limit: 2,
    ...(cursor ? { cursor } : {}),
  });

  it('pages the timeline, skipping what the viewer may not see', async () => {
    const { service: feeds } = service(entries([9, 8, 7, 6, 5]), { hidden: [8] });
    const first = await feeds.listFeed(viewer, query());
    expect(first.items.map((card) => card.id)).toEqual([9, 7]);
    const second = await feeds.listFeed(viewer, query(first.nextCursor!));
    expect(second.items.map((card) => card.id)).toEqual([6, 5]);
    expect(second.nextCursor).toBeNull();
  });

  it('fills a page with one timeline read and one card query while privacy hides few entries', async () => {
    const home = service(entries([12, 11, 10, 9, 8, 7, 6, 5]), { hidden: [11, 9] });
    const page = await home.service.listFeed(viewer, { ...query(), limit: 3 });
    expect(page.items.map((card) => card.id)).toEqual([12, 10, 8]);
    expect(home.timelines.slice).toHaveBeenCalledTimes(1);
    expect(home.feeds.timelinePage).toHaveBeenCalledTimes(1);
    expect(home.feeds.timelinePage).toHaveBeenCalledWith(1, [12, 11, 10, 9, 8, 7, 6, 5], 4);
    const next = await home.service.listFeed(viewer, { ...query(page.nextCursor!), limit: 3 });
    expect(next.items.map((card) => card.id)).toEqual([7, 6, 5]);
    expect(next.nextCursor).toBeNull();
  });

  it('reads on when privacy hides more than a round held', async () => {
    const { service: feeds, timelines } = service(entries([9, 8, 7, 6, 5, 4, 3]), {
      hidden: [9, 8, 7, 6, 5],
    });
    const page = await feeds.listFeed(viewer, query());
    expect(page.items.map((card) => card.id)).toEqual([4, 3]);
    expect(page.nextCursor).toBeNull();
    expect(timelines.slice).toHaveBeenCalledTimes(2);
  });

  it('leaves the viewer out of the friends filter', async () => {
    const { service: feeds } = service([...entries([9]), ...entries([8], 1), ...entries([7])]);
    const page = await feeds.listFeed(viewer, { ...query(), filter: 'friends', limit: 5 });
    expect(page.items.map((card) => card.id)).toEqual([9, 7]);
  });

  it('reads PostgreSQL past the end of a full timeline, and when Redis fails', async () => {
    const full = service(entries([9, 8, 7]), { full: true });
    const page = await full.service.listFeed(viewer, { ...query(), limit: 5 });
    expect(page.items.map((card) => card.id)).toEqual([9, 8, 7, 6, 5]);
    expect(full.feeds.recent).toHaveBeenCalledWith('feed', 1, 7, 3);

    const down = service(entries([9, 8, 7]), { fail: true });
    const fallback = await down.service.listFeed(viewer, query());
    expect(fallback.items.map((card) => card.id)).toEqual([2 ** 31 - 1, 2 ** 31 - 2]);
    expect(down.feeds.recent).toHaveBeenCalledWith('feed', 1, 2 ** 31, 3);
  });
});
