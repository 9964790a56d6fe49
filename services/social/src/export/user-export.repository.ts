import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface ConnectionRow {
  user_id: number;
  username: string | null;
  since: Date;
}

/** `$1`'s edges one way: the other person, their name when known, and since when, oldest first. */
const connectionsSql = (mine: 'follower_id' | 'following_id', theirs: 'follower_id' | 'following_id') =>
  `SELECT f.${theirs} AS user_id, c.username, f.created_at AS since
   FROM social.follows f LEFT JOIN social.user_cards c ON c.id = f.${theirs}
   WHERE f.${mine} = $1 ORDER BY f.id`;

/** A user's follow edges, both ways, for their data export. */
@Injectable()
export class UserExportRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Both ways in one snapshot: the two lists describe the same moment. */
  connections(userId: number): Promise<{ following: ConnectionRow[]; followers: ConnectionRow[] }> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const [following, followers] = await Promise.all([
        manager.query<ConnectionRow[]>(connectionsSql('follower_id', 'following_id'), [userId]),
        manager.query<ConnectionRow[]>(connectionsSql('following_id', 'follower_id'), [userId]),
      ]);
      return { following, followers };
    });
  }
}
