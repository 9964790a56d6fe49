import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { friendEntryColumnsSql, friendEntryJoinsSql, type FriendEntryRow } from './friend-entry-sql';

/** Friend entries of given people, as one viewer sees them. */
@Injectable()
export class FriendEntriesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** In no particular order; people without a card are left out. */
  byIds(viewerId: number, ids: number[]): Promise<FriendEntryRow[]> {
    return this.dataSource.query<FriendEntryRow[]>(
      `SELECT ${friendEntryColumnsSql('$1::int')}
       FROM social.user_cards c ${friendEntryJoinsSql('$1::int')}
       WHERE c.id = ANY($2::int[])`,
      [viewerId, ids],
    );
  }
}
