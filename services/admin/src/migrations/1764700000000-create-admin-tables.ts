import { createMessagingTables, dropMessagingTables } from '@crema/messaging';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ADMIN_SCHEMA } from '../database/admin-schema';

const table = (name: string) => `"${ADMIN_SCHEMA}"."${name}"`;
const stamps = `"created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`;

/**
 * What admins keep (settings, moderation rules, roasters, coffee bags), the projection behind the
 * users list and analytics (people, check-in facts, and per-day and per-month counts kept in the
 * same transaction as each fact), and the messaging tables.
 */
export class CreateAdminTables1764700000000 implements MigrationInterface {
  name = 'CreateAdminTables1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${table('app_settings')} (
        "key" text NOT NULL,
        "value" text NOT NULL,
        "description" text,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "app_settings_pkey" PRIMARY KEY ("key")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${table('moderation_rules')} (
        "id" SERIAL NOT NULL,
        "name" text NOT NULL,
        "description" text NOT NULL,
        "active" boolean NOT NULL DEFAULT true,
        "pattern" text,
        "action" text NOT NULL DEFAULT 'flag' CHECK ("action" IN ('flag', 'hide')),
        ${stamps},
        CONSTRAINT "moderation_rules_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${table('roasters')} (
        "id" SERIAL NOT NULL,
        "name" text NOT NULL,
        "name_key" text NOT NULL,
        "location" text,
        "website" text,
        "description" text,
        "logo_url" text,
        ${stamps},
        CONSTRAINT "roasters_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "roasters_name_key_unique" UNIQUE ("name_key")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${table('coffee_bags')} (
        "id" SERIAL NOT NULL,
        "roaster_id" integer REFERENCES ${table('roasters')} ("id") ON DELETE SET NULL,
        "coffee_name" text NOT NULL,
        "brand_name" text,
        "origin" text,
        "roast_level" text,
        "roast_date" text,
        "weight" text,
        "flavor_notes" text[] NOT NULL DEFAULT '{}',
        "description" text,
        "image_url" text,
        "ocr_text" text,
        "processing_method" text,
        "altitude" text,
        "variety" text,
        "producer" text,
        "certifications" text[] NOT NULL DEFAULT '{}',
        ${stamps},
        CONSTRAINT "coffee_bags_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "coffee_bags_roaster_idx" ON ${table('coffee_bags')} ("roaster_id")`,
    );

    await queryRunner.query(`
      CREATE TABLE ${table('people')} (
        "id" integer NOT NULL,
        -- null until user.registered arrives: a person's check-ins may be projected first.
        "username" text,
        "avatar_url" text,
        "joined_at" TIMESTAMP WITH TIME ZONE,
        "check_ins_count" integer NOT NULL DEFAULT 0,
        CONSTRAINT "people_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "people_joined_idx" ON ${table('people')} ("joined_at", "id")`);
    await queryRunner.query(
      `CREATE INDEX "people_check_ins_idx" ON ${table('people')} ("check_ins_count", "id")`,
    );
    // Tombstones: an event retried after a deletion brings nothing back.
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
        "roaster_key" text NOT NULL,
        "roaster" text NOT NULL,
        "rating" smallint NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "check_in_facts_pkey" PRIMARY KEY ("check_in_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "check_in_facts_user_idx" ON ${table('check_in_facts')} ("user_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE ${table('deleted_check_ins')} (
        "check_in_id" integer NOT NULL,
        CONSTRAINT "deleted_check_ins_pkey" PRIMARY KEY ("check_in_id")
      )`);
    // Analytics read these counts, never the facts: a period costs its days, weeks and months, not its check-ins.
    await queryRunner.query(`
      CREATE TABLE ${table('daily_totals')} (
        "day" date NOT NULL,
        "check_ins" integer NOT NULL DEFAULT 0,
        "new_users" integer NOT NULL DEFAULT 0,
        "rating_1" integer NOT NULL DEFAULT 0,
        "rating_2" integer NOT NULL DEFAULT 0,
        "rating_3" integer NOT NULL DEFAULT 0,
        "rating_4" integer NOT NULL DEFAULT 0,
        "rating_5" integer NOT NULL DEFAULT 0,
        CONSTRAINT "daily_totals_pkey" PRIMARY KEY ("day")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${table('hourly_totals')} (
        "hour" TIMESTAMP WITH TIME ZONE NOT NULL,
        "check_ins" integer NOT NULL DEFAULT 0,
        "new_users" integer NOT NULL DEFAULT 0,
        CONSTRAINT "hourly_totals_pkey" PRIMARY KEY ("hour")
      )`);
    // Coffees and roasters as analytics counts them: an id per normalised key, shown in the
    // spelling of the earliest check-in that named them (whatever order the events arrive in).
    await queryRunner.query(`
      CREATE TABLE ${table('analytics_coffees')} (
        "id" SERIAL NOT NULL,
        "coffee_key" text NOT NULL,
        "coffee_name" text NOT NULL,
        "roaster" text NOT NULL,
        "first_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "analytics_coffees_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "analytics_coffees_key_unique" UNIQUE ("coffee_key")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${table('analytics_roasters')} (
        "id" SERIAL NOT NULL,
        "roaster_key" text NOT NULL,
        "roaster" text NOT NULL,
        "first_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "analytics_roasters_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "analytics_roasters_key_unique" UNIQUE ("roaster_key")
      )`);
    // span 'd': the day starting at span_start; 'w': the ISO week (Monday to Sunday); 'm': the month.
    // The key carries the count, so a period's rows are read from the index alone.
    for (const [name, key] of [
      ['coffee_counts', 'coffee_id'],
      ['roaster_counts', 'roaster_id'],
    ] as const) {
      await queryRunner.query(`
        CREATE TABLE ${table(name)} (
          "span" char(1) NOT NULL CHECK ("span" IN ('d', 'w', 'm')),
          "span_start" date NOT NULL,
          "${key}" integer NOT NULL,
          "count" integer NOT NULL DEFAULT 0,
          CONSTRAINT "${name}_pkey" PRIMARY KEY ("span", "span_start", "${key}") INCLUDE ("count")
        )`);
    }
    await createMessagingTables(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMessagingTables(queryRunner);
    for (const name of [
      'roaster_counts',
      'coffee_counts',
      'analytics_roasters',
      'analytics_coffees',
      'hourly_totals',
      'daily_totals',
      'deleted_check_ins',
      'check_in_facts',
      'deleted_users',
      'people',
      'coffee_bags',
      'roasters',
      'moderation_rules',
      'app_settings',
    ]) {
      await queryRunner.query(`DROP TABLE ${table(name)}`);
    }
  }
}
