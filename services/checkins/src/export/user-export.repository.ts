import { Injectable } from '@nestjs/common';
import type { CheckinsExport } from '@crema/contracts/checkins/rpc';
import { DataSource } from 'typeorm';
import { toCheckInState } from '../check-ins/check-in.mapper';
import { CheckInEntity } from '../check-ins/entities/check-in.entity';

interface Row {
  id: number;
  check_in_id: number;
  content: string;
  reason: string;
  status: string;
  created_at: Date;
}

/** What one user made in the checkins schema, oldest first, read in one snapshot. */
@Injectable()
export class UserExportRepository {
  constructor(private readonly dataSource: DataSource) {}

  read(userId: number): Promise<CheckinsExport> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const rows = (sql: string) => manager.query<Row[]>(sql, [userId]);
      const [checkIns, comments, likes, saved, reports] = await Promise.all([
        manager.find(CheckInEntity, { where: { userId }, order: { id: 'ASC' } }),
        rows(
          `SELECT id, check_in_id, content, created_at FROM checkins.comments WHERE user_id = $1 ORDER BY id`,
        ),
        rows(
          `SELECT check_in_id, created_at FROM checkins.likes WHERE user_id = $1 ORDER BY created_at, check_in_id`,
        ),
        rows(`SELECT check_in_id, created_at FROM checkins.saved_check_ins WHERE user_id = $1 ORDER BY id`),
        rows(
          `SELECT check_in_id, reason, status, created_at FROM checkins.reports WHERE reporter_id = $1 ORDER BY id`,
        ),
      ]);
      const at = (row: Row) => row.created_at.toISOString();
      return {
        checkIns: checkIns.map(toCheckInState),
        comments: comments.map((row) => ({
          id: row.id,
          checkInId: row.check_in_id,
          content: row.content,
          createdAt: at(row),
        })),
        likes: likes.map((row) => ({ checkInId: row.check_in_id, createdAt: at(row) })),
        saved: saved.map((row) => ({ checkInId: row.check_in_id, createdAt: at(row) })),
        reports: reports.map((row) => ({
          checkInId: row.check_in_id,
          reason: row.reason,
          status: row.status,
          createdAt: at(row),
        })),
      };
    });
  }
}
