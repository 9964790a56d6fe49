import { Injectable } from '@nestjs/common';
import type { UserProfile } from '@crema/contracts/identity/user';
import { DataSource } from 'typeorm';
import { relationJoinSql, visibleSql } from '../privacy/visibility-sql';

export interface ProfileRow {
  id: number;
  username: string;
  avatar_url: string | null;
  bio: string | null;
  profile_visibility: UserProfile['profileVisibility'];
  can_view: boolean;
  check_ins_count: number;
  followers_count: number;
  following_count: number;
  is_following: boolean;
  follows_you: boolean;
}

/** A card, its counts and its relation to the viewer `$1`, for the cards `where` picks. */
function profilesSql(where: string): string {
  return `SELECT c.id, c.username, c.avatar_url, c.bio, c.profile_visibility, ${visibleSql('$1::int')} AS can_view,
      COALESCE(n.check_ins_count, 0) AS check_ins_count, COALESCE(n.followers_count, 0) AS followers_count,
      COALESCE(n.following_count, 0) AS following_count, rel.is_following, rel.follows_you
    FROM social.user_cards c LEFT JOIN social.user_counters n ON n.user_id = c.id ${relationJoinSql('$1::int')}
    WHERE ${where}`;
}

/** A user's card, counts and relation to one viewer, found by username in any letter case or by id. */
@Injectable()
export class ProfilesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async byUsername(viewerId: number | null, username: string): Promise<ProfileRow | null> {
    // Two cards may briefly share a name while renames are on their way; the latest holds it.
    const rows = await this.dataSource.query<ProfileRow[]>(
      `${profilesSql('lower(c.username) = lower($2)')} ORDER BY c.updated_at DESC LIMIT 1`,
      [viewerId, username],
    );
    return rows[0] ?? null;
  }

  /** The cards of `ids` that exist, in one query (any order). */
  byIds(viewerId: number | null, ids: readonly number[]): Promise<ProfileRow[]> {
    return ids.length === 0
      ? Promise.resolve([])
      : this.dataSource.query<ProfileRow[]>(profilesSql('c.id = ANY($2::int[])'), [viewerId, ids]);
  }
}
