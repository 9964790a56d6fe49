import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { nullIfReferenceGone } from '@crema/database';

/** Reports for the moderation queue; one per user and check-in. */
@Injectable()
export class ReportsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A second report by the same user changes nothing; false when the check-in is gone. */
  async report(checkInId: number, reporterId: number, reason: string): Promise<boolean> {
    const done = await nullIfReferenceGone(() =>
      this.dataSource.query<unknown>(
        `INSERT INTO checkins.reports (check_in_id, reporter_id, reason) VALUES ($1, $2, $3)
         ON CONFLICT (check_in_id, reporter_id) DO NOTHING`,
        [checkInId, reporterId, reason],
      ),
    );
    return done !== null;
  }
}
