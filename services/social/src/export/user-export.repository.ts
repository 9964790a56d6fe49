import { Injectable } from '@nestjs/common';
import type { SocialExport } from '@crema/contracts/social/rpc';
import { DataSource } from 'typeorm';

interface ConnectionRow {
  user_id: number;
  username: string | null;
  since: Date;
}

/** `$1`'s edges one way: the other person, their name when known, and since when, oldest first. */
const connectionsSql = (mine: 'follower_id' | 'following_id', theirs: 'follower_id' | 'following_id') =>
  `SELECT f.${theirs} AS user_id, c.username, f.created_at AS since
   FROM social.follows f LEFT JOIN social.user_cards c ON c.id = f.${theirs}
   WHERE f.${mine} = $1 ORDER BY f.id`;

/** The social part of a user's data export. */
@Injectable()
export class UserExportRepository {
  constructor(private readonly dataSource: DataSource) {}

  read(userId: number): Promise<SocialExport> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const connections = async (sql: string) =>
        (await manager.query<ConnectionRow[]>(sql, [userId])).map((row) => ({
          userId: row.user_id,
          username: row.username,
          since: row.since.toISOString(),
        }));
      const [following, followers] = await Promise.all([
        connections(connectionsSql('follower_id', 'following_id')),
        connections(connectionsSql('following_id', 'follower_id')),
      ]);
      return { following, followers };
    });
  }
}
