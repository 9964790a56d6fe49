import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Coffee, roaster and café pages and the check-in form's autocomplete (ADR 0017): the catalogue
 * projection keeps what the pages show of a bag and a roaster (the events always carried it; the
 * `checkins-catalogue-v2` durable replays their history into these columns), bags are searchable by
 * name for autocomplete, and a roaster's coffees are found by its key.
 */
export class CoffeePages1765000000000 implements MigrationInterface {
  name = 'CoffeePages1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "checkins"."catalogue_roasters" ADD "website" text`);
    await queryRunner.query(`
      ALTER TABLE "checkins"."catalogue_coffee_bags"
        ADD "coffee_name" text,
        ADD "roaster_name" text,
        ADD "origin" text,
        ADD "processing_method" text,
        ADD "roast_level" text,
        ADD "flavor_notes" text array NOT NULL DEFAULT '{}',
        ADD "image_url" text,
        ADD "search_vector" tsvector`);
    await queryRunner.query(
      `CREATE INDEX "catalogue_coffee_bags_fts_idx" ON "checkins"."catalogue_coffee_bags" USING gin ("search_vector")`,
    );
    await queryRunner.query(`CREATE INDEX "coffees_roaster_idx" ON "checkins"."coffees" ("roaster_key")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "checkins"."coffees_roaster_idx"`);
    await queryRunner.query(`DROP INDEX "checkins"."catalogue_coffee_bags_fts_idx"`);
    await queryRunner.query(`
      ALTER TABLE "checkins"."catalogue_coffee_bags"
        DROP COLUMN "coffee_name", DROP COLUMN "roaster_name", DROP COLUMN "origin",
        DROP COLUMN "processing_method", DROP COLUMN "roast_level", DROP COLUMN "flavor_notes",
        DROP COLUMN "image_url", DROP COLUMN "search_vector"`);
    await queryRunner.query(`ALTER TABLE "checkins"."catalogue_roasters" DROP COLUMN "website"`);
  }
}
