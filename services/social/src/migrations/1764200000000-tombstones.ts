import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SOCIAL_SCHEMA } from '../database/social-schema';

const deletedUsers = `"${SOCIAL_SCHEMA}"."deleted_users"`;
const facts = `"${SOCIAL_SCHEMA}"."check_in_facts"`;

/**
 * Tombstones, so that an event retried after a deletion brings nothing back: one row per purged
 * user, and a deleted check-in's fact row kept (no keys, not counted) instead of removed.
 */
export class Tombstones1764200000000 implements MigrationInterface {
  name = 'Tombstones1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${deletedUsers} (
        "id" integer NOT NULL,
        "deleted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "deleted_users_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`
      ALTER TABLE ${facts}
        ADD "deleted_at" TIMESTAMP WITH TIME ZONE,
        ALTER COLUMN "coffee_key" DROP NOT NULL,
        ALTER COLUMN "roaster_key" DROP NOT NULL,
        ADD CONSTRAINT "check_in_facts_tombstone_check" CHECK (
          ("deleted_at" IS NULL AND "coffee_key" IS NOT NULL AND "roaster_key" IS NOT NULL)
          OR ("deleted_at" IS NOT NULL AND "coffee_key" IS NULL AND "roaster_key" IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM ${facts} WHERE "deleted_at" IS NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE ${facts}
        DROP CONSTRAINT "check_in_facts_tombstone_check",
        DROP COLUMN "deleted_at",
        ALTER COLUMN "coffee_key" SET NOT NULL,
        ALTER COLUMN "roaster_key" SET NOT NULL`);
    await queryRunner.query(`DROP TABLE ${deletedUsers}`);
  }
}
