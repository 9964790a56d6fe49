import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { friendEntriesSql, type FriendEntryRow } from './friend-entry-sql';

/** Friend entries of given people, as one viewer sees them. */
@Injectable()
export class FriendEntriesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** In no particular order; people without a card are left out. */
  byIds(viewerId: number, ids: number[]): Promise<FriendEntryRow[]> {
    return this.dataSource.query<FriendEntryRow[]>(
      friendEntriesSql('$1::int', `SELECT id FROM social.user_cards WHERE id = ANY($2::int[])`),
      [viewerId, ids],
    );
  }
}
