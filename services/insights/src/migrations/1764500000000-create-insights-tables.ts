import { createMessagingTables, dropMessagingTables } from '@crema/messaging';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { INSIGHTS_SCHEMA } from '../database/insights-schema';

const table = (name: string) => `"${INSIGHTS_SCHEMA}"."${name}"`;

/**
 * The projections (people, check-in facts, likes, comments, follows), the badge catalogue and the
 * badges earned, the recommendation model and cache, and the messaging tables.
 */
export class CreateInsightsTables1764500000000 implements MigrationInterface {
  name = 'CreateInsightsTables1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${table('users')} (
        "id" integer NOT NULL,
        "username" text NOT NULL,
        "profile_visibility" text NOT NULL,
        "share_check_ins" boolean NOT NULL,
        CONSTRAINT "users_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "users_username_idx" ON ${table('users')} (lower("username"))`);
    // Tombstones: an event retried after a user's deletion brings nothing of them back.
    await queryRunner.query(`
      CREATE TABLE ${table('deleted_users')} (
        "id" integer NOT NULL,
        "deleted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "deleted_users_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${table('check_in_facts')} (
        "check_in_id" integer NOT NULL,
        "user_id" integer NOT NULL,
        "coffee_key" text NOT NULL,
        "coffee_name" text NOT NULL,
        "roaster" text NOT NULL,
        "roaster_key" text NOT NULL,
        "brew_method" text NOT NULL,
        "roast_level" text,
        "process" text,
        "origin" text,
        "origin_key" text,
        "place_key" text,
        "rating" smallint NOT NULL,
        "tasting_notes" text[] NOT NULL DEFAULT '{}',
        "dose" real,
        "water" real,
        "water_temp" real,
        "grind" real,
        "detailed" boolean NOT NULL,
        "espresso_detailed" boolean NOT NULL,
        "counts_for_badges" boolean NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "check_in_facts_pkey" PRIMARY KEY ("check_in_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "check_in_facts_user_idx" ON ${table('check_in_facts')} ("user_id", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "check_in_facts_coffee_idx" ON ${table('check_in_facts')} ("coffee_key")`,
    );
    await queryRunner.query(`
      CREATE TABLE ${table('deleted_check_ins')} (
        "check_in_id" integer NOT NULL,
        CONSTRAINT "deleted_check_ins_pkey" PRIMARY KEY ("check_in_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${table('likes')} (
        "check_in_id" integer NOT NULL,
        "user_id" integer NOT NULL,
        "owner_id" integer NOT NULL,
        CONSTRAINT "likes_pkey" PRIMARY KEY ("check_in_id", "user_id")
      )`);
    await queryRunner.query(`CREATE INDEX "likes_owner_idx" ON ${table('likes')} ("owner_id")`);
    await queryRunner.query(`CREATE INDEX "likes_user_idx" ON ${table('likes')} ("user_id")`);
    await queryRunner.query(`
      CREATE TABLE ${table('comments')} (
        "id" integer NOT NULL,
        "check_in_id" integer NOT NULL,
        "user_id" integer NOT NULL,
        CONSTRAINT "comments_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "comments_user_idx" ON ${table('comments')} ("user_id")`);
    await queryRunner.query(`CREATE INDEX "comments_check_in_idx" ON ${table('comments')} ("check_in_id")`);
    await queryRunner.query(`
      CREATE TABLE ${table('follows')} (
        "follower_id" integer NOT NULL,
        "following_id" integer NOT NULL,
        CONSTRAINT "follows_pkey" PRIMARY KEY ("follower_id", "following_id")
      )`);
    await queryRunner.query(`CREATE INDEX "follows_following_idx" ON ${table('follows')} ("following_id")`);
    await queryRunner.query(`
      CREATE TABLE ${table('badges')} (
        "id" integer NOT NULL,
        "name" text NOT NULL,
        "description" text NOT NULL,
        "icon" text NOT NULL,
        "category" text NOT NULL,
        "level" smallint,
        "requirement" text NOT NULL,
        "requirement_count" integer NOT NULL,
        CONSTRAINT "badges_requirement_count_check" CHECK ("requirement_count" > 0),
        CONSTRAINT "badges_name_key" UNIQUE ("name"),
        CONSTRAINT "badges_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${table('user_badges')} (
        "id" BIGSERIAL NOT NULL,
        "user_id" integer NOT NULL,
        "badge_id" integer NOT NULL REFERENCES ${table('badges')} ("id"),
        "earned_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "user_badges_user_id_badge_id_key" UNIQUE ("user_id", "badge_id"),
        CONSTRAINT "user_badges_pkey" PRIMARY KEY ("id")
      )`);
    // The model the worker rebuilds from publicly shareable check-ins (recommendations).
    await queryRunner.query(`
      CREATE TABLE ${table('coffee_profiles')} (
        "coffee_key" text NOT NULL,
        "name" text NOT NULL,
        "roaster" text NOT NULL,
        "roast_level" text,
        "origin" text,
        "process" text,
        "brew_method" text NOT NULL,
        "notes" text[] NOT NULL,
        "average_rating" real NOT NULL,
        "ratings_count" integer NOT NULL,
        CONSTRAINT "coffee_profiles_pkey" PRIMARY KEY ("coffee_key")
      )`);
    await queryRunner.query(
      `CREATE INDEX "coffee_profiles_rank_idx" ON ${table('coffee_profiles')} ("average_rating" DESC, "ratings_count" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE ${table('coffee_neighbours')} (
        "coffee_key" text NOT NULL,
        "neighbour_key" text NOT NULL,
        "score" real NOT NULL,
        CONSTRAINT "coffee_neighbours_pkey" PRIMARY KEY ("coffee_key", "neighbour_key")
      )`);
    // One row: when the model was last rebuilt and from how much.
    await queryRunner.query(`
      CREATE TABLE ${table('recommendation_model')} (
        "id" smallint NOT NULL DEFAULT 1,
        "built_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "coffees" integer NOT NULL,
        "ratings" integer NOT NULL,
        "build_ms" integer NOT NULL,
        CONSTRAINT "recommendation_model_single_check" CHECK ("id" = 1),
        CONSTRAINT "recommendation_model_pkey" PRIMARY KEY ("id")
      )`);
    // Bumped by every change to a person's check-in facts; a cached answer is good for one version.
    await queryRunner.query(`
      CREATE TABLE ${table('fact_versions')} (
        "user_id" integer NOT NULL,
        "version" bigint NOT NULL,
        CONSTRAINT "fact_versions_pkey" PRIMARY KEY ("user_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${table('recommendation_cache')} (
        "user_id" integer NOT NULL,
        "facts_version" bigint NOT NULL,
        "payload" jsonb NOT NULL,
        "computed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "recommendation_cache_pkey" PRIMARY KEY ("user_id")
      )`);
    await createMessagingTables(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMessagingTables(queryRunner);
    for (const name of [
      'recommendation_cache',
      'fact_versions',
      'recommendation_model',
      'coffee_neighbours',
      'coffee_profiles',
      'user_badges',
      'badges',
      'follows',
      'comments',
      'likes',
      'deleted_check_ins',
      'check_in_facts',
      'deleted_users',
      'users',
    ]) {
      await queryRunner.query(`DROP TABLE ${table(name)}`);
    }
  }
}
