import { Injectable } from '@nestjs/common';
import type { Viewer } from '@crema/contracts/common/rpc';
import { DataSource } from 'typeorm';
import { notHiddenSql, visibleAuthorSql } from './visibility-sql';

export interface VisibleCheckIn {
  id: number;
  userId: number;
}

/**
 * Whether a viewer may see a check-in under its owner's privacy settings (read at request time). A
 * check-in a rule hid exists only for its author; where `asAdmin` says so, an administrator reads
 * every check-in (what they moderate).
 */
@Injectable()
export class CheckInAccess {
  constructor(private readonly dataSource: DataSource) {}

  /** The check-in when it exists and its author is visible to the viewer, else null (answer 404). */
  async visibleCheckIn(
    viewer: Viewer,
    checkInId: number,
    options: { asAdmin?: boolean } = {},
  ): Promise<VisibleCheckIn | null> {
    const rows = await this.dataSource.query<{ id: number; user_id: number }[]>(
      `SELECT c.id, c.user_id FROM checkins.check_ins c LEFT JOIN checkins.authors a ON a.id = c.user_id
       WHERE c.id = $2
         AND ((${visibleAuthorSql('$1::int', 'c.user_id')} AND ${notHiddenSql('$1::int')}) OR $3::bool)`,
      [viewer?.userId ?? null, checkInId, options.asAdmin ?? false],
    );
    const row = rows[0];
    return row ? { id: row.id, userId: row.user_id } : null;
  }
}
