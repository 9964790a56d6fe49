import { createMessagingTables, dropMessagingTables } from '@crema/messaging';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CHECKINS_SCHEMA } from '../database/checkins-schema';

const table = (name: string) => `"${CHECKINS_SCHEMA}"."${name}"`;
const authors = table('authors');
const follows = table('follows');
const checkIns = table('check_ins');
const likes = table('likes');
const saved = table('saved_check_ins');
const comments = table('comments');
const reports = table('reports');

/**
 * Check-ins with their likes, saves, comments and reports, the authors and follow projections,
 * and the messaging tables (outbox, processed events).
 */
export class CreateCheckinsTables1763900000000 implements MigrationInterface {
  name = 'CreateCheckinsTables1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${authors} (
        "id" integer NOT NULL,
        "username" text NOT NULL,
        "avatar_url" text,
        "profile_visibility" text NOT NULL,
        "share_check_ins" boolean NOT NULL,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "authors_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${follows} (
        "follower_id" integer NOT NULL,
        "following_id" integer NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "follows_pkey" PRIMARY KEY ("follower_id", "following_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "follows_following_idx" ON ${follows} ("following_id", "follower_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE ${checkIns} (
        "id" SERIAL NOT NULL,
        "user_id" integer NOT NULL,
        "coffee_name" text NOT NULL,
        "roaster" text NOT NULL,
        "location" text,
        "brew_method" text NOT NULL,
        "roast_level" text,
        "coffee_type" text,
        "rating" smallint NOT NULL,
        "tasting_notes" text array NOT NULL DEFAULT '{}',
        "notes" text,
        "photo_url" text,
        "photo_thumbnail_url" text,
        "brew_details" jsonb,
        "latitude" double precision,
        "longitude" double precision,
        "likes_count" integer NOT NULL DEFAULT 0,
        "comments_count" integer NOT NULL DEFAULT 0,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "check_ins_rating_check" CHECK ("rating" BETWEEN 1 AND 5),
        CONSTRAINT "check_ins_likes_count_check" CHECK ("likes_count" >= 0),
        CONSTRAINT "check_ins_comments_count_check" CHECK ("comments_count" >= 0),
        CONSTRAINT "check_ins_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "check_ins_user_idx" ON ${checkIns} ("user_id", "id" DESC)`);
    await queryRunner.query(
      `CREATE INDEX "check_ins_top_idx" ON ${checkIns} ("rating" DESC, "likes_count" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "check_ins_geo_idx" ON ${checkIns} ("latitude", "longitude") WHERE "latitude" IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE ${likes} (
        "check_in_id" integer NOT NULL,
        "user_id" integer NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "likes_pkey" PRIMARY KEY ("check_in_id", "user_id"),
        CONSTRAINT "likes_check_in_id_fkey" FOREIGN KEY ("check_in_id")
          REFERENCES ${checkIns}("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(`CREATE INDEX "likes_user_idx" ON ${likes} ("user_id")`);
    await queryRunner.query(`
      CREATE TABLE ${saved} (
        "id" SERIAL NOT NULL,
        "user_id" integer NOT NULL,
        "check_in_id" integer NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "saved_check_ins_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "saved_check_ins_user_id_check_in_id_key" UNIQUE ("user_id", "check_in_id"),
        CONSTRAINT "saved_check_ins_check_in_id_fkey" FOREIGN KEY ("check_in_id")
          REFERENCES ${checkIns}("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(`CREATE INDEX "saved_user_idx" ON ${saved} ("user_id", "id" DESC)`);
    await queryRunner.query(`
      CREATE TABLE ${comments} (
        "id" SERIAL NOT NULL,
        "check_in_id" integer NOT NULL,
        "user_id" integer NOT NULL,
        "content" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "comments_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "comments_check_in_id_fkey" FOREIGN KEY ("check_in_id")
          REFERENCES ${checkIns}("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(`CREATE INDEX "comments_check_in_idx" ON ${comments} ("check_in_id", "id")`);
    await queryRunner.query(`CREATE INDEX "comments_user_idx" ON ${comments} ("user_id")`);
    await queryRunner.query(`
      CREATE TABLE ${reports} (
        "id" SERIAL NOT NULL,
        "check_in_id" integer NOT NULL,
        "reporter_id" integer NOT NULL,
        "reason" text NOT NULL,
        "status" text NOT NULL DEFAULT 'open',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "reports_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "reports_check_in_id_reporter_id_key" UNIQUE ("check_in_id", "reporter_id"),
        CONSTRAINT "reports_check_in_id_fkey" FOREIGN KEY ("check_in_id")
          REFERENCES ${checkIns}("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(`CREATE INDEX "reports_reporter_idx" ON ${reports} ("reporter_id")`);
    await createMessagingTables(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMessagingTables(queryRunner);
    for (const name of [reports, comments, saved, likes, checkIns, follows, authors]) {
      await queryRunner.query(`DROP TABLE ${name}`);
    }
  }
}
