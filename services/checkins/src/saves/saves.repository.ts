import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { nullIfReferenceGone } from '@crema/database';

/** saved_check_ins: unique per user and check-in, so saving twice is one save. */
@Injectable()
export class SavesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** False when the check-in does not exist (any more). */
  async save(checkInId: number, userId: number): Promise<boolean> {
    const saved = await nullIfReferenceGone(() =>
      this.dataSource.query<unknown>(
        `INSERT INTO checkins.saved_check_ins (user_id, check_in_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [userId, checkInId],
      ),
    );
    return saved !== null;
  }

  async unsave(checkInId: number, userId: number): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM checkins.saved_check_ins WHERE user_id = $1 AND check_in_id = $2`,
      [userId, checkInId],
    );
  }
}
