import type { MigrationInterface, QueryRunner } from 'typeorm';
import { INSIGHTS_SCHEMA } from '../database/insights-schema';

/**
 * Whether moderation hid the check-in: hidden ones stay out of the public recommendation model
 * (stats and badges still count them, ADR 0013). Facts recorded before are taken as shown until
 * their next checkin.updated.
 */
export class HiddenCheckInFacts1764700000001 implements MigrationInterface {
  name = 'HiddenCheckInFacts1764700000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "${INSIGHTS_SCHEMA}"."check_in_facts" ADD COLUMN "hidden" boolean NOT NULL DEFAULT false`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "${INSIGHTS_SCHEMA}"."check_in_facts" DROP COLUMN "hidden"`);
  }
}
