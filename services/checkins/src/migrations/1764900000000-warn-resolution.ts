import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CHECKINS_SCHEMA } from '../database/checkins-schema';

const reports = `"${CHECKINS_SCHEMA}"."reports"`;

/** A report may be resolved by warning its content's author (issue 10). */
export class WarnResolution1764900000000 implements MigrationInterface {
  name = 'WarnResolution1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.statusCheck(queryRunner, `'dismiss', 'warn', 'delete'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE ${reports} SET "resolution" = 'dismiss' WHERE "resolution" = 'warn'`);
    await this.statusCheck(queryRunner, `'dismiss', 'delete'`);
  }

  private async statusCheck(queryRunner: QueryRunner, resolutions: string): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${reports} DROP CONSTRAINT "reports_status_check"`);
    await queryRunner.query(`
      ALTER TABLE ${reports} ADD CONSTRAINT "reports_status_check" CHECK (
        ("status" = 'open' AND "resolution" IS NULL AND "resolved_at" IS NULL)
          OR ("status" = 'resolved' AND "resolution" IN (${resolutions}) AND "resolved_at" IS NOT NULL))`);
  }
}
