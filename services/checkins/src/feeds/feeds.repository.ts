import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CardRow } from '../cards/card-sql';
import {
  ADMIN_ALL_SQL,
  ADMIN_POPULAR_SQL,
  AUTHOR_SQL,
  DISCOVER_FRIENDS_SQL,
  DISCOVER_NEARBY_SQL,
  discoverRecentQuery,
  DISCOVER_TOP_SQL,
  FOLLOWERS_SQL,
  HOME_FRIENDS_SQL,
  HOME_NEARBY_SQL,
  HOME_RECENT_SQL,
  HOME_TOP_SQL,
  PROFILE_AUTHOR_BY_ID_SQL,
  PROFILE_AUTHOR_SQL,
  VISIBLE_CARDS_SQL,
  SAVED_SQL,
  SHARED_SQL,
  TIMELINE_PAGE_SQL,
} from './feed-sql';

export interface TopKey {
  rating: number;
  likes: number;
  id: number;
}
export interface PopularKey {
  likes: number;
  comments: number;
  id: number;
}
export interface NearbyKey {
  distanceKm: number;
  id: number;
}
export interface NearbyArea {
  lat: number;
  lng: number;
  radiusKm: number;
  box: { minLat: number; maxLat: number; minLng: number; maxLng: number };
}
export type SavedRow = CardRow & { saved_id: number };
export interface ProfileAuthor {
  id: number;
  visible: boolean;
}
type Scope = 'discover' | 'feed';

/** The feeds' queries (feed-sql.ts) and the follow edges projection; the only code running them. */
@Injectable()
export class FeedsRepository {
  constructor(private readonly dataSource: DataSource) {}

  recent(scope: Scope | 'friends' | 'feed-friends', viewerId: number | null, belowId: number, count: number) {
    if (scope === 'discover') {
      const query = discoverRecentQuery(viewerId, count, belowId);
      return this.rows<CardRow>(query.text, query.values);
    }
    const sql = {
      friends: DISCOVER_FRIENDS_SQL,
      feed: HOME_RECENT_SQL,
      'feed-friends': HOME_FRIENDS_SQL,
    }[scope];
    return this.rows<CardRow>(sql, [viewerId, belowId, count]);
  }

  top(scope: Scope, viewerId: number | null, after: TopKey, count: number) {
    return this.rows<CardRow>(scope === 'discover' ? DISCOVER_TOP_SQL : HOME_TOP_SQL, [
      viewerId,
      after.rating,
      after.likes,
      after.id,
      count,
    ]);
  }

  /** The administrators' list: every check-in, newest first. */
  adminAll(viewerId: number, belowId: number, count: number) {
    return this.rows<CardRow>(ADMIN_ALL_SQL, [viewerId, belowId, count]);
  }

  /** The administrators' list: every check-in by likes, then comments. */
  adminPopular(viewerId: number, after: PopularKey, count: number) {
    return this.rows<CardRow>(ADMIN_POPULAR_SQL, [viewerId, after.likes, after.comments, after.id, count]);
  }

  nearby(scope: Scope, viewerId: number | null, area: NearbyArea, after: NearbyKey, count: number) {
    const { box } = area;
    return this.rows<CardRow>(scope === 'discover' ? DISCOVER_NEARBY_SQL : HOME_NEARBY_SQL, [
      viewerId,
      area.lat,
      area.lng,
      box.minLat,
      box.maxLat,
      box.minLng,
      box.maxLng,
      area.radiusKm,
      after.distanceKm,
      after.id,
      count,
    ]);
  }

  /** An author's check-ins as the viewer's cards, newest first. */
  byAuthor(viewerId: number | null, authorId: number, belowId: number, count: number) {
    return this.rows<CardRow>(AUTHOR_SQL, [viewerId, authorId, belowId, count]);
  }

  /** The author of a profile page and whether the viewer may see it; undefined for no such user. */
  async profileAuthor(viewerId: number | null, username: string): Promise<ProfileAuthor | undefined> {
    return (await this.rows<ProfileAuthor>(PROFILE_AUTHOR_SQL, [viewerId, username]))[0];
  }

  async profileAuthorById(viewerId: number | null, userId: number): Promise<ProfileAuthor | undefined> {
    return (await this.rows<ProfileAuthor>(PROFILE_AUTHOR_BY_ID_SQL, [viewerId, userId]))[0];
  }

  /** The cards of `ids` the viewer may see, in one query (any order). */
  visibleCards(viewerId: number | null, ids: readonly number[]) {
    return ids.length === 0 ? Promise.resolve([]) : this.rows<CardRow>(VISIBLE_CARDS_SQL, [viewerId, ids]);
  }

  saved(userId: number, belowSavedId: number, count: number) {
    return this.rows<SavedRow>(SAVED_SQL, [userId, belowSavedId, count]);
  }

  async shared(viewerId: number | null, id: number): Promise<CardRow | undefined> {
    return (await this.rows<CardRow>(SHARED_SQL, [viewerId, id]))[0];
  }

  /** Of these timeline ids, the newest `count` cards whose author the viewer may see, newest first. */
  timelinePage(viewerId: number, ids: readonly number[], count: number) {
    return ids.length === 0
      ? Promise.resolve([])
      : this.rows<CardRow>(TIMELINE_PAGE_SQL, [viewerId, ids, count]);
  }

  async followers(authorId: number, manager: EntityManager): Promise<number[]> {
    const rows = await manager.query<{ follower_id: number }[]>(FOLLOWERS_SQL, [authorId]);
    return rows.map((row) => row.follower_id);
  }

  async follow(
    manager: EntityManager,
    followerId: number,
    followingId: number,
    createdAt: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO checkins.follows (follower_id, following_id, created_at) SELECT $1::int, $2::int, $3::timestamptz
       WHERE NOT EXISTS (SELECT 1 FROM checkins.deleted_users d WHERE d.id IN ($1::int, $2::int))
       ON CONFLICT (follower_id, following_id) DO NOTHING`,
      [followerId, followingId, createdAt],
    );
  }

  async unfollow(manager: EntityManager, followerId: number, followingId: number): Promise<void> {
    await manager.query('DELETE FROM checkins.follows WHERE follower_id = $1 AND following_id = $2', [
      followerId,
      followingId,
    ]);
  }

  private rows<Row>(sql: string, params: unknown[]): Promise<Row[]> {
    return this.dataSource.query<Row[]>(sql, params);
  }
}
