import type { FriendEntry } from '@crema/contracts/social/rest';
import { relationJoinSql, visibleFolloweesSql, visibleSql } from '../privacy/visibility-sql';

/**
 * The FriendEntry rows, as `viewer` (an SQL expression, NULL for a guest) sees them, of the people
 * `pageSql` picks: it selects `id` (a card's id) and whatever `orderBy` sorts on, all kept in the
 * rows. mutual_friends counts the people the viewer follows and may see who follow each person,
 * for the whole page at once: who of the viewer's followees they may see is worked out once (not
 * once per entry), then joined with the follows into the page's people.
 */
export function friendEntriesSql(viewer: string, pageSql: string, orderBy = ''): string {
  return `WITH page AS (${pageSql}),
    followees AS MATERIALIZED (${visibleFolloweesSql(viewer)}),
    mutual AS (
      SELECT m.following_id AS id, count(*)::int AS n
      FROM followees s JOIN social.follows m ON m.follower_id = s.id
      WHERE m.following_id IN (SELECT id FROM page)
      GROUP BY m.following_id
    )
    SELECT page.*, c.username, c.avatar_url,
      CASE WHEN ${visibleSql(viewer)} THEN COALESCE(n.check_ins_count, 0) END AS check_ins_count,
      COALESCE(mutual.n, 0) AS mutual_friends, rel.is_following, rel.follows_you
    FROM page JOIN social.user_cards c ON c.id = page.id
      LEFT JOIN social.user_counters n ON n.user_id = c.id
      LEFT JOIN mutual ON mutual.id = c.id
      ${relationJoinSql(viewer)}
    ${orderBy}`;
}

export interface FriendEntryRow {
  id: number;
  username: string;
  avatar_url: string | null;
  check_ins_count: number | null;
  mutual_friends: number;
  is_following: boolean;
  follows_you: boolean;
}

export function toFriendEntry(row: FriendEntryRow): FriendEntry {
  return {
    id: row.id,
    username: row.username,
    avatarUrl: row.avatar_url,
    checkInsCount: row.check_ins_count,
    mutualFriends: row.mutual_friends,
    isFollowing: row.is_following,
    followsYou: row.follows_you,
  };
}
