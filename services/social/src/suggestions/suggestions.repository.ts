import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { relationJoinSql, shareableSql, visibleFolloweesSql, visibleSql } from '../privacy/visibility-sql';

/**
 * Bounds that keep the candidate queries' cost tied to the viewer's own circle and history, never
 * to the size of the tables: how many of the viewer's followees and of each one's follows are
 * read, how many of the viewer's own check-ins describe their taste, and how many check-ins of
 * each of those coffees and roasters are looked at.
 */
const FOLLOWEES_READ = 500;
const FOLLOWS_READ_PER_FOLLOWEE = 200;
const OWN_CHECK_INS_READ = 100;
const CHECK_INS_READ_PER_COFFEE = 200;

/** Shared coffees weigh more than shared roasters (a shared coffee also shares its roaster). */
const SHARED_COFFEE_WEIGHT = 2;
const SHARED_ROASTER_WEIGHT = 1;

/** Candidates `c` the viewer `$1` may be suggested: not themselves and not already followed. */
const NEW_TO_VIEWER = `c.id <> $1 AND NOT rel.is_following`;

/** Candidate people for suggestions; the service ranks them. */
@Injectable()
export class SuggestionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** People followed by the people the viewer follows and may see, most such followers first. */
  friendsOfFollowees(viewerId: number, limit: number): Promise<{ id: number }[]> {
    return this.dataSource.query<{ id: number }[]>(
      `WITH followees AS (
         ${visibleFolloweesSql('$1::int')} ORDER BY edge_id DESC LIMIT $3
       ), candidates AS (
         SELECT m.following_id AS id, count(*) AS followed_by
         FROM followees v
         CROSS JOIN LATERAL (
           SELECT following_id FROM social.follows WHERE follower_id = v.id ORDER BY id DESC LIMIT $4
         ) m
         GROUP BY m.following_id
       )
       SELECT c.id FROM candidates k JOIN social.user_cards c ON c.id = k.id ${relationJoinSql('$1::int')}
       WHERE ${NEW_TO_VIEWER} AND ${visibleSql('$1::int')}
       ORDER BY k.followed_by DESC, c.id LIMIT $2`,
      [viewerId, limit, FOLLOWEES_READ, FOLLOWS_READ_PER_FOLLOWEE],
    );
  }

  /**
   * People who checked in the coffees and roasters the viewer recently did, with how much they
   * share; only people whose check-ins are shareable with the viewer (ADR 0005): someone with
   * sharing off keeps their coffee history to themselves.
   */
  similarHistory(viewerId: number, limit: number): Promise<{ id: number; similarity: number }[]> {
    return this.dataSource.query<{ id: number; similarity: number }[]>(
      `WITH own AS (
         SELECT coffee_key, roaster_key FROM social.check_in_facts WHERE user_id = $1 AND deleted_at IS NULL
         ORDER BY check_in_id DESC LIMIT $3
       ), shared AS (
         -- UNION (not ALL): each shared coffee or roaster counts once, however often it was checked in.
         SELECT o.user_id, ${SHARED_COFFEE_WEIGHT} AS weight, k.coffee_key AS key
         FROM (SELECT DISTINCT coffee_key FROM own) k
         CROSS JOIN LATERAL (
           SELECT user_id FROM social.check_in_facts WHERE coffee_key = k.coffee_key
           ORDER BY check_in_id DESC LIMIT $4
         ) o
         UNION
         SELECT o.user_id, ${SHARED_ROASTER_WEIGHT}, k.roaster_key
         FROM (SELECT DISTINCT roaster_key FROM own) k
         CROSS JOIN LATERAL (
           SELECT user_id FROM social.check_in_facts WHERE roaster_key = k.roaster_key
           ORDER BY check_in_id DESC LIMIT $4
         ) o
       ), candidates AS (
         SELECT user_id AS id, sum(weight)::int AS similarity FROM shared GROUP BY user_id
       )
       SELECT c.id, k.similarity FROM candidates k JOIN social.user_cards c ON c.id = k.id
         ${relationJoinSql('$1::int')}
       WHERE ${NEW_TO_VIEWER} AND ${shareableSql('$1::int')}
       ORDER BY k.similarity DESC, c.id LIMIT $2`,
      [viewerId, limit, OWN_CHECK_INS_READ, CHECK_INS_READ_PER_COFFEE],
    );
  }
}
