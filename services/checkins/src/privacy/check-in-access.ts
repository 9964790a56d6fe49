import { Injectable } from '@nestjs/common';
import type { Viewer } from '@crema/contracts/common/rpc';
import { DataSource, type EntityManager } from 'typeorm';
import { shareableAuthorSql, visibleAuthorSql } from './visibility-sql';

export interface VisibleCheckIn {
  id: number;
  userId: number;
}

/** Whether a viewer may see a check-in under its owner's privacy settings (read at request time). */
@Injectable()
export class CheckInAccess {
  constructor(private readonly dataSource: DataSource) {}

  /** The check-in when it exists and its author is visible to the viewer, else null (answer 404). */
  visibleCheckIn(viewer: Viewer, checkInId: number, manager?: EntityManager): Promise<VisibleCheckIn | null> {
    return this.find(visibleAuthorSql('$1::int', 'c.user_id'), viewer, checkInId, manager);
  }

  /** Same, for the shared page and discover: the author must also share check-ins. */
  shareableCheckIn(
    viewer: Viewer,
    checkInId: number,
    manager?: EntityManager,
  ): Promise<VisibleCheckIn | null> {
    return this.find(shareableAuthorSql('$1::int', 'c.user_id'), viewer, checkInId, manager);
  }

  private async find(
    predicate: string,
    viewer: Viewer,
    checkInId: number,
    manager?: EntityManager,
  ): Promise<VisibleCheckIn | null> {
    const rows = await (manager ?? this.dataSource.manager).query<{ id: number; user_id: number }[]>(
      `SELECT c.id, c.user_id FROM checkins.check_ins c LEFT JOIN checkins.authors a ON a.id = c.user_id
       WHERE c.id = $2 AND ${predicate}`,
      [viewer?.userId ?? null, checkInId],
    );
    const row = rows[0];
    return row ? { id: row.id, userId: row.user_id } : null;
  }
}
