import { Injectable } from '@nestjs/common';
import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import { DataSource, type EntityManager } from 'typeorm';
import { CARD_COLUMNS, CARD_FROM, cardFromRow, type CardRow } from './card-sql';

/** Hydrates check-in cards for one viewer; applies no privacy rule (callers do). */
@Injectable()
export class CheckInCardsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The cards of `ids` that exist, in the order of `ids`, in one query. */
  async byIds(
    viewerId: number | null,
    ids: readonly number[],
    manager?: EntityManager,
  ): Promise<CheckInCard[]> {
    if (ids.length === 0) return [];
    const rows = await (manager ?? this.dataSource.manager).query<CardRow[]>(
      `SELECT ${CARD_COLUMNS} FROM ${CARD_FROM} WHERE c.id = ANY($2::int[])`,
      [viewerId, ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [cardFromRow(row)] : [];
    });
  }
}
