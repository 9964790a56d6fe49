import type { MigrationInterface, QueryRunner } from 'typeorm';
import { INSIGHTS_SCHEMA } from '../database/insights-schema';

const table = (name: string) => `"${INSIGHTS_SCHEMA}"."${name}"`;

/**
 * What the projections need to apply a retried event that a newer one overtook as nothing (ADR
 * 0010, events out of order): the time of what a person's and a check-in's row hold ('-infinity'
 * for rows from before, so the next event applies), the latest change of each follow and like, and
 * tombstones of deleted comments.
 */
export class ProjectionEventOrder1764700000000 implements MigrationInterface {
  name = 'ProjectionEventOrder1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['users', 'check_in_facts']) {
      await queryRunner.query(
        `ALTER TABLE ${table(name)} ADD COLUMN "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT '-infinity'`,
      );
    }
    await queryRunner.query(`
      CREATE TABLE ${table('follow_changes')} (
        "follower_id" integer NOT NULL,
        "following_id" integer NOT NULL,
        "present" boolean NOT NULL,
        "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "follow_changes_pkey" PRIMARY KEY ("follower_id", "following_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "follow_changes_following_idx" ON ${table('follow_changes')} ("following_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE ${table('like_changes')} (
        "check_in_id" integer NOT NULL,
        "user_id" integer NOT NULL,
        "present" boolean NOT NULL,
        "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "like_changes_pkey" PRIMARY KEY ("check_in_id", "user_id")
      )`);
    await queryRunner.query(`CREATE INDEX "like_changes_user_idx" ON ${table('like_changes')} ("user_id")`);
    await queryRunner.query(`
      CREATE TABLE ${table('deleted_comments')} (
        "id" integer NOT NULL,
        CONSTRAINT "deleted_comments_pkey" PRIMARY KEY ("id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['deleted_comments', 'like_changes', 'follow_changes']) {
      await queryRunner.query(`DROP TABLE ${table(name)}`);
    }
    for (const name of ['check_in_facts', 'users']) {
      await queryRunner.query(`ALTER TABLE ${table(name)} DROP COLUMN "updated_at"`);
    }
  }
}
