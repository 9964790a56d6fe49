import { ensureExtension } from '@crema/database';
import { createMessagingTables, dropMessagingTables } from '@crema/messaging';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SOCIAL_SCHEMA } from '../database/social-schema';

const table = (name: string) => `"${SOCIAL_SCHEMA}"."${name}"`;
const follows = table('follows');
const userCards = table('user_cards');
const facts = table('check_in_facts');
const counters = table('user_counters');

/**
 * Follow edges, the user-card and check-in-fact projections, the per-user counters, and the
 * messaging tables (outbox, processed events).
 */
export class CreateSocialTables1764100000000 implements MigrationInterface {
  name = 'CreateSocialTables1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Trigram similarity for the username search (typos, prefixes).
    await ensureExtension(queryRunner, 'pg_trgm');
    await queryRunner.query(`
      CREATE TABLE ${follows} (
        "id" BIGSERIAL NOT NULL,
        "follower_id" integer NOT NULL,
        "following_id" integer NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "follows_not_self_check" CHECK ("follower_id" <> "following_id"),
        CONSTRAINT "follows_follower_id_following_id_key" UNIQUE ("follower_id", "following_id"),
        CONSTRAINT "follows_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "follows_follower_idx" ON ${follows} ("follower_id", "id")`);
    await queryRunner.query(`CREATE INDEX "follows_following_idx" ON ${follows} ("following_id", "id")`);
    await queryRunner.query(`
      CREATE TABLE ${userCards} (
        "id" integer NOT NULL,
        "username" text NOT NULL,
        "avatar_url" text,
        "bio" text,
        "profile_visibility" text NOT NULL,
        "share_check_ins" boolean NOT NULL,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "user_cards_pkey" PRIMARY KEY ("id")
      )`);
    // Not unique: identity's usernames are, but two renames may reach the projection out of order.
    // text_pattern_ops: serves equality (profiles) and prefix ranges in byte order (search).
    await queryRunner.query(
      `CREATE INDEX "user_cards_username_idx" ON ${userCards} (lower("username") text_pattern_ops)`,
    );
    // GiST, not GIN: it hands out the nearest names first (ORDER BY <-> … LIMIT), so a search reads
    // a few index pages however many names share a common word.
    await queryRunner.query(
      `CREATE INDEX "user_cards_username_trgm_idx" ON ${userCards} USING gist (lower("username") gist_trgm_ops)`,
    );
    await queryRunner.query(`
      CREATE TABLE ${facts} (
        "check_in_id" integer NOT NULL,
        "user_id" integer NOT NULL,
        "coffee_key" text NOT NULL,
        "roaster_key" text NOT NULL,
        CONSTRAINT "check_in_facts_pkey" PRIMARY KEY ("check_in_id")
      )`);
    await queryRunner.query(`CREATE INDEX "check_in_facts_user_idx" ON ${facts} ("user_id", "check_in_id")`);
    await queryRunner.query(
      `CREATE INDEX "check_in_facts_coffee_idx" ON ${facts} ("coffee_key", "check_in_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "check_in_facts_roaster_idx" ON ${facts} ("roaster_key", "check_in_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE ${counters} (
        "user_id" integer NOT NULL,
        "check_ins_count" integer NOT NULL DEFAULT 0,
        "followers_count" integer NOT NULL DEFAULT 0,
        "following_count" integer NOT NULL DEFAULT 0,
        CONSTRAINT "user_counters_check_ins_count_check" CHECK ("check_ins_count" >= 0),
        CONSTRAINT "user_counters_followers_count_check" CHECK ("followers_count" >= 0),
        CONSTRAINT "user_counters_following_count_check" CHECK ("following_count" >= 0),
        CONSTRAINT "user_counters_pkey" PRIMARY KEY ("user_id")
      )`);
    await createMessagingTables(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMessagingTables(queryRunner);
    for (const name of [counters, facts, userCards, follows]) {
      await queryRunner.query(`DROP TABLE ${name}`);
    }
  }
}
