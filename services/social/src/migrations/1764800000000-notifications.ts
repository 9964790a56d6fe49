import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SOCIAL_SCHEMA } from '../database/social-schema';

const notifications = `"${SOCIAL_SCHEMA}"."notifications"`;
const inboxes = `"${SOCIAL_SCHEMA}"."notification_inboxes"`;
const settings = `"${SOCIAL_SCHEMA}"."notification_settings"`;

/** Notifications (issue 11): the items, each recipient's seq, and the opt-in settings. */
export class Notifications1764800000000 implements MigrationInterface {
  name = 'Notifications1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${notifications} (
        "id" BIGSERIAL NOT NULL,
        "user_id" integer NOT NULL,
        "seq" bigint NOT NULL,
        "type" text NOT NULL,
        "actor_ids" integer array NOT NULL DEFAULT '{}',
        "check_in_id" integer,
        "comment_id" integer,
        "badge_id" integer,
        "detail" text,
        "moderation_action" text,
        "source_event" uuid NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "read_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "notifications_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "notifications_user_id_seq_key" UNIQUE ("user_id", "seq"),
        CONSTRAINT "notifications_type_check" CHECK (
          "type" IN ('follow', 'like', 'comment', 'badge', 'friend_check_in', 'moderation'))
      )`);
    await queryRunner.query(
      `CREATE INDEX "notifications_unread_idx" ON ${notifications} ("user_id") WHERE "read_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "notifications_check_in_idx" ON ${notifications} ("check_in_id") WHERE "check_in_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "notifications_source_event_idx" ON ${notifications} ("source_event")`,
    );
    await queryRunner.query(`
      CREATE TABLE ${inboxes} (
        "user_id" integer NOT NULL,
        "last_seq" bigint NOT NULL DEFAULT 0,
        CONSTRAINT "notification_inboxes_pkey" PRIMARY KEY ("user_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${settings} (
        "user_id" integer NOT NULL,
        "friend_check_ins" boolean NOT NULL DEFAULT false,
        CONSTRAINT "notification_settings_pkey" PRIMARY KEY ("user_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${settings}`);
    await queryRunner.query(`DROP TABLE ${inboxes}`);
    await queryRunner.query(`DROP TABLE ${notifications}`);
  }
}
