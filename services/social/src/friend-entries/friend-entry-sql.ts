import type { FriendEntry } from '@crema/contracts/social/rest';
import { relationJoinSql, visibleSql } from '../privacy/visibility-sql';

/**
 * The columns of a FriendEntry of card `c` as the viewer `viewer` (an SQL expression, NULL for a
 * guest) sees it; FROM must name the card `c` and add friendEntryJoinsSql.
 *
 * mutual_friends counts from the viewer's side (the people they follow who follow `c`), so its cost
 * is bounded by the viewer's own following, not by how popular `c` is.
 */
export function friendEntryColumnsSql(viewer: string): string {
  return `c.id, c.username, c.avatar_url,
    CASE WHEN ${visibleSql(viewer)} THEN COALESCE(n.check_ins_count, 0) END AS check_ins_count,
    (SELECT count(*)::int FROM social.follows v
       JOIN social.follows m ON m.follower_id = v.following_id AND m.following_id = c.id
     WHERE v.follower_id = ${viewer}) AS mutual_friends,
    rel.is_following, rel.follows_you`;
}

export function friendEntryJoinsSql(viewer: string): string {
  return `LEFT JOIN social.user_counters n ON n.user_id = c.id ${relationJoinSql(viewer)}`;
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
