import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SOCIAL_SCHEMA } from '../database/social-schema';

const notifications = `"${SOCIAL_SCHEMA}"."notifications"`;

/**
 * When each notification arrived in its inbox, on the database's clock: what the email digest's
 * `since` is compared with (docs/adr/0015), since `created_at` is the event's time and an event
 * may arrive late. Rows from before keep their `created_at`, which is what the digests recorded
 * so far were compared with.
 */
export class NotificationArrival1765200000000 implements MigrationInterface {
  name = 'NotificationArrival1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${notifications} ADD "arrived_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`UPDATE ${notifications} SET "arrived_at" = "created_at"`);
    await queryRunner.query(`
      ALTER TABLE ${notifications}
        ALTER COLUMN "arrived_at" SET NOT NULL,
        ALTER COLUMN "arrived_at" SET DEFAULT clock_timestamp()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${notifications} DROP COLUMN "arrived_at"`);
  }
}
