import type { MigrationInterface, QueryRunner } from 'typeorm';
import { REBUILD_BODY } from './1764100000000-search-aggregates';

/** Whether a check-in counts toward the public aggregates, before and after hidden content existed. */
const PUBLIC_BEFORE = `COALESCE(a.profile_visibility = 'public' AND a.share_check_ins, false) AS public`;
const PUBLIC_AFTER = `(COALESCE(a.profile_visibility = 'public' AND a.share_check_ins, false) AND NOT c.hidden) AS public`;

function rebuildFunction(body: string): string {
  return `CREATE OR REPLACE FUNCTION "checkins"."rebuild_search_aggregates"() RETURNS void
    LANGUAGE plpgsql AS $rebuild$ ${body} $rebuild$`;
}

/**
 * Moderation (issue 10): hidden check-ins and comments, the reports queue (status, resolution, who
 * resolved it, and whether a person or a rule raised it), the projections of the admin service's
 * moderation rules and settings, and the administrators' popular list.
 *
 * Reports no longer cascade with their check-in: a resolved report stays as the record of what a
 * moderator did, also once the content is gone. The service removes the open reports of content
 * its owner deletes, in the same transaction.
 */
export class Moderation1764700000000 implements MigrationInterface {
  name = 'Moderation1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "checkins"."check_ins" ADD "hidden" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "checkins"."comments" ADD "hidden" boolean NOT NULL DEFAULT false`);
    // Feeds page authors index-only through check_ins_user_idx and must leave hidden rows out there.
    await queryRunner.query(`DROP INDEX "checkins"."check_ins_user_idx"`);
    await queryRunner.query(
      `CREATE INDEX "check_ins_user_idx" ON "checkins"."check_ins" ("user_id", "id" DESC) INCLUDE ("coffee_id", "place_id", "rating", "hidden")`,
    );
    await queryRunner.query(
      `CREATE INDEX "check_ins_popular_idx" ON "checkins"."check_ins" ("likes_count" DESC, "comments_count" DESC, "id" DESC)`,
    );

    await queryRunner.query(`ALTER TABLE "checkins"."reports" DROP CONSTRAINT "reports_check_in_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "checkins"."reports" ALTER COLUMN "reporter_id" DROP NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE "checkins"."reports"
        ADD "source" text NOT NULL DEFAULT 'person',
        ADD "rule_id" integer,
        ADD "rule_name" text,
        ADD "comment_id" integer,
        ADD "hid" boolean NOT NULL DEFAULT false,
        ADD "resolution" text,
        ADD "resolved_at" TIMESTAMP WITH TIME ZONE,
        ADD "resolved_by" integer,
        ADD CONSTRAINT "reports_source_check" CHECK (
          ("source" = 'person' AND "reporter_id" IS NOT NULL AND "rule_name" IS NULL)
          OR ("source" = 'rule' AND "reporter_id" IS NULL AND "rule_name" IS NOT NULL)),
        ADD CONSTRAINT "reports_status_check" CHECK (
          ("status" = 'open' AND "resolution" IS NULL AND "resolved_at" IS NULL)
          OR ("status" = 'resolved' AND "resolution" IN ('dismiss', 'delete') AND "resolved_at" IS NOT NULL))`);
    await queryRunner.query(`CREATE INDEX "reports_queue_idx" ON "checkins"."reports" ("status", "id" DESC)`);
    await queryRunner.query(`CREATE INDEX "reports_check_in_idx" ON "checkins"."reports" ("check_in_id")`);
    await queryRunner.query(
      `CREATE INDEX "reports_comment_idx" ON "checkins"."reports" ("comment_id") WHERE "comment_id" IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE "checkins"."moderation_rules" (
        "id" integer NOT NULL,
        "name" text NOT NULL,
        "pattern" text,
        "action" text NOT NULL,
        "active" boolean NOT NULL,
        "deleted" boolean NOT NULL DEFAULT false,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "moderation_rules_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "checkins"."settings" (
        "key" text NOT NULL,
        "value" text NOT NULL,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "settings_pkey" PRIMARY KEY ("key")
      )`);

    const body = REBUILD_BODY.replace(PUBLIC_BEFORE, PUBLIC_AFTER);
    if (body === REBUILD_BODY) throw new Error('rebuild_search_aggregates: the public expression moved');
    await queryRunner.query(rebuildFunction(body));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(rebuildFunction(REBUILD_BODY));
    await queryRunner.query(`DROP TABLE "checkins"."settings", "checkins"."moderation_rules"`);
    await queryRunner.query(`DROP INDEX "checkins"."reports_comment_idx"`);
    await queryRunner.query(`DROP INDEX "checkins"."reports_check_in_idx"`);
    await queryRunner.query(`DROP INDEX "checkins"."reports_queue_idx"`);
    // Rule reports have no reporter and cannot go back into the old shape.
    await queryRunner.query(`DELETE FROM "checkins"."reports" WHERE "source" = 'rule'`);
    await queryRunner.query(`
      ALTER TABLE "checkins"."reports"
        DROP CONSTRAINT "reports_status_check",
        DROP CONSTRAINT "reports_source_check",
        DROP COLUMN "resolved_by",
        DROP COLUMN "resolved_at",
        DROP COLUMN "resolution",
        DROP COLUMN "hid",
        DROP COLUMN "comment_id",
        DROP COLUMN "rule_name",
        DROP COLUMN "rule_id",
        DROP COLUMN "source"`);
    await queryRunner.query(`ALTER TABLE "checkins"."reports" ALTER COLUMN "reporter_id" SET NOT NULL`);
    await queryRunner.query(
      `DELETE FROM "checkins"."reports" r WHERE NOT EXISTS (SELECT 1 FROM "checkins"."check_ins" c WHERE c.id = r.check_in_id)`,
    );
    await queryRunner.query(`
      ALTER TABLE "checkins"."reports" ADD CONSTRAINT "reports_check_in_id_fkey" FOREIGN KEY ("check_in_id")
        REFERENCES "checkins"."check_ins"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`DROP INDEX "checkins"."check_ins_popular_idx"`);
    await queryRunner.query(`DROP INDEX "checkins"."check_ins_user_idx"`);
    await queryRunner.query(
      `CREATE INDEX "check_ins_user_idx" ON "checkins"."check_ins" ("user_id", "id" DESC) INCLUDE ("coffee_id", "place_id", "rating")`,
    );
    await queryRunner.query(`ALTER TABLE "checkins"."comments" DROP COLUMN "hidden"`);
    await queryRunner.query(`ALTER TABLE "checkins"."check_ins" DROP COLUMN "hidden"`);
  }
}
