import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin catalogue for search (ADR 0014): roasters and coffee bags by the admin service's ids,
 * found by the keys of the aggregates rows they describe (checkins.search_normalize, the function
 * the aggregates are keyed with). Catalogue roasters nobody checked in yet are searched through
 * their own trigram and full-text indexes, like the aggregates'. Filled by the `checkins-catalogue`
 * durable, which starts at the beginning of the stream, so the catalogue's history fills them.
 */
export class Catalogue1764800000000 implements MigrationInterface {
  name = 'Catalogue1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "checkins"."catalogue_roasters" (
        "id" integer NOT NULL,
        "key" text,
        "name" text,
        "location" text,
        "logo_url" text,
        "search_vector" tsvector,
        "deleted" boolean NOT NULL DEFAULT false,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "catalogue_roasters_pkey" PRIMARY KEY ("id")
      )`);
    // Not unique: two catalogue names may normalise alike, and events of two roasters may cross.
    await queryRunner.query(
      `CREATE INDEX "catalogue_roasters_key_idx" ON "checkins"."catalogue_roasters" ("key", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "catalogue_roasters_trgm_idx" ON "checkins"."catalogue_roasters" USING gin ("key" public.gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "catalogue_roasters_fts_idx" ON "checkins"."catalogue_roasters" USING gin ("search_vector")`,
    );
    await queryRunner.query(`
      CREATE TABLE "checkins"."catalogue_coffee_bags" (
        "id" integer NOT NULL,
        "name_key" text,
        "roaster_key" text,
        "deleted" boolean NOT NULL DEFAULT false,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "catalogue_coffee_bags_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "catalogue_coffee_bags_key_idx" ON "checkins"."catalogue_coffee_bags" ("name_key", "roaster_key", "id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "checkins"."catalogue_coffee_bags", "checkins"."catalogue_roasters"`);
  }
}
