import { ensureExtension } from '@crema/database';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search over coffees, roasters and places (ADR 0005): the text functions, the aggregate tables
 * with their trigram and full-text indexes, the check-ins' links to their coffee and place, the
 * rebuild function, and the backfill of the check-ins already there.
 *
 * The SQL is frozen here on purpose: a migration must keep meaning what it meant when it ran.
 */
export class SearchAggregates1764100000000 implements MigrationInterface {
  name = 'SearchAggregates1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // In public, where the other services create them too; every use below names the schema.
    await ensureExtension(queryRunner, 'pg_trgm');
    await ensureExtension(queryRunner, 'unaccent');
    // unaccent(text) is only STABLE (it looks its dictionary up by search_path); naming the
    // dictionary makes the wrapper safe to declare IMMUTABLE.
    await queryRunner.query(`
      CREATE FUNCTION "checkins"."search_normalize"(value text) RETURNS text
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        RETURN btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '\\s+', ' ', 'g'))`);
    // Every word of a normalized text as a prefix, all required: 'hair ben' → 'hair':* & 'ben':*.
    // Words are runs of letters and digits, so no tsquery syntax can slip through; NULL for none.
    await queryRunner.query(`
      CREATE FUNCTION "checkins"."search_prefix_query"(normalized text) RETURNS tsquery
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        RETURN (SELECT string_agg('''' || word || ''':*', ' & ')::tsquery
                FROM regexp_split_to_table(normalized, '[^[:alnum:]]+') AS word WHERE word <> '')`);

    // No CHECK on the counters: they move by INSERT … ON CONFLICT DO UPDATE, and PostgreSQL checks
    // the proposed row, which carries the (possibly negative) changes.
    await queryRunner.query(`
      CREATE TABLE "checkins"."coffees" (
        "id" SERIAL NOT NULL,
        "name_key" text NOT NULL,
        "roaster_key" text NOT NULL,
        "name" text NOT NULL,
        "roaster" text NOT NULL,
        "search_text" text NOT NULL,
        "search_vector" tsvector NOT NULL,
        "check_ins_count" integer NOT NULL DEFAULT 0,
        "public_check_ins_count" integer NOT NULL DEFAULT 0,
        "public_ratings_sum" integer NOT NULL DEFAULT 0,
        "public_photo_check_in_id" integer,
        CONSTRAINT "coffees_key" UNIQUE ("name_key", "roaster_key"),
        CONSTRAINT "coffees_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "checkins"."roasters" (
        "key" text NOT NULL,
        "name" text NOT NULL,
        "search_vector" tsvector NOT NULL,
        "check_ins_count" integer NOT NULL DEFAULT 0,
        "public_check_ins_count" integer NOT NULL DEFAULT 0,
        "public_coffees_count" integer NOT NULL DEFAULT 0,
        CONSTRAINT "roasters_pkey" PRIMARY KEY ("key")
      )`);
    await queryRunner.query(`
      CREATE TABLE "checkins"."places" (
        "id" SERIAL NOT NULL,
        "key" text NOT NULL,
        "name" text NOT NULL,
        "search_vector" tsvector NOT NULL,
        "check_ins_count" integer NOT NULL DEFAULT 0,
        "public_check_ins_count" integer NOT NULL DEFAULT 0,
        "public_photo_check_in_id" integer,
        CONSTRAINT "places_key" UNIQUE ("key"),
        CONSTRAINT "places_pkey" PRIMARY KEY ("id")
      )`);
    for (const [table, column] of [
      ['coffees', 'search_text'],
      ['roasters', 'key'],
      ['places', 'key'],
    ] as const) {
      await queryRunner.query(
        `CREATE INDEX "${table}_trgm_idx" ON "checkins"."${table}" USING gin ("${column}" public.gin_trgm_ops)`,
      );
      await queryRunner.query(
        `CREATE INDEX "${table}_fts_idx" ON "checkins"."${table}" USING gin ("search_vector")`,
      );
    }

    await queryRunner.query(
      `ALTER TABLE "checkins"."check_ins" ADD "coffee_id" integer, ADD "place_id" integer`,
    );
    await queryRunner.query(`
      ALTER TABLE "checkins"."check_ins"
        ADD CONSTRAINT "check_ins_coffee_id_fkey" FOREIGN KEY ("coffee_id")
          REFERENCES "checkins"."coffees"("id") ON DELETE NO ACTION ON UPDATE NO ACTION,
        ADD CONSTRAINT "check_ins_place_id_fkey" FOREIGN KEY ("place_id")
          REFERENCES "checkins"."places"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await queryRunner.query(`CREATE FUNCTION "checkins"."rebuild_search_aggregates"() RETURNS void
      LANGUAGE plpgsql AS $rebuild$ ${REBUILD_BODY} $rebuild$`);
    await queryRunner.query(`SELECT "checkins"."rebuild_search_aggregates"()`);
    // After the backfill, which would otherwise update these indexes row by row.
    await queryRunner.query(
      `CREATE INDEX "check_ins_coffee_idx" ON "checkins"."check_ins" ("coffee_id", "id" DESC)`,
    );
    // Search reads the viewer's circle index-only from the index the feeds page authors with.
    await queryRunner.query(`DROP INDEX "checkins"."check_ins_user_idx"`);
    await queryRunner.query(
      `CREATE INDEX "check_ins_user_idx" ON "checkins"."check_ins" ("user_id", "id" DESC) INCLUDE ("coffee_id", "place_id", "rating")`,
    );
    await queryRunner.query(
      `CREATE INDEX "check_ins_place_idx" ON "checkins"."check_ins" ("place_id", "id" DESC) WHERE "place_id" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION "checkins"."rebuild_search_aggregates"()`);
    await queryRunner.query(`DROP INDEX "checkins"."check_ins_user_idx"`);
    await queryRunner.query(
      `CREATE INDEX "check_ins_user_idx" ON "checkins"."check_ins" ("user_id", "id" DESC)`,
    );
    // Dropping the columns drops their indexes and foreign keys.
    await queryRunner.query(
      `ALTER TABLE "checkins"."check_ins" DROP COLUMN "coffee_id", DROP COLUMN "place_id"`,
    );
    await queryRunner.query(`DROP TABLE "checkins"."places", "checkins"."roasters", "checkins"."coffees"`);
    await queryRunner.query(
      `DROP FUNCTION "checkins"."search_prefix_query"(text), "checkins"."search_normalize"(text)`,
    );
    // The extensions stay: other services use them.
  }
}

/**
 * `checkins.rebuild_search_aggregates()`: the aggregates recomputed from the check-ins alone, for
 * the backfill, after a bulk load (the benchmark) and to check the maintained counters (tests).
 * Every row is linked to its coffee and place by name; rows already right are left untouched, so a
 * rebuild of exact aggregates writes nothing. Every maintenance path starts by locking its author
 * row, so the table lock below waits for those in flight and holds new ones back.
 */
export const REBUILD_BODY = `
BEGIN
  LOCK TABLE checkins.authors IN EXCLUSIVE MODE;
  DROP TABLE IF EXISTS pg_temp.search_keys;
  CREATE TEMP TABLE search_keys ON COMMIT DROP AS
    SELECT c.id, c.coffee_name, c.roaster, c.location,
      checkins.search_normalize(c.coffee_name) AS name_key,
      checkins.search_normalize(c.roaster) AS roaster_key,
      NULLIF(checkins.search_normalize(c.location), '') AS place_key
    FROM checkins.check_ins c;

  -- Rows for names not held yet; the earliest check-in's spelling is the one shown.
  INSERT INTO checkins.coffees (name_key, roaster_key, name, roaster, search_text, search_vector)
    SELECT name_key, roaster_key, coffee_name, roaster, search_text, to_tsvector('simple', search_text)
    FROM (
      SELECT DISTINCT ON (name_key, roaster_key) name_key, roaster_key, coffee_name, roaster,
        name_key || ' ' || roaster_key AS search_text
      FROM search_keys ORDER BY name_key, roaster_key, id
    ) first_named
  ON CONFLICT (name_key, roaster_key) DO NOTHING;
  INSERT INTO checkins.roasters (key, name, search_vector)
    SELECT DISTINCT ON (roaster_key) roaster_key, roaster, to_tsvector('simple', roaster_key)
    FROM search_keys ORDER BY roaster_key, id
  ON CONFLICT (key) DO NOTHING;
  INSERT INTO checkins.places (key, name, search_vector)
    SELECT DISTINCT ON (place_key) place_key, location, to_tsvector('simple', place_key)
    FROM search_keys WHERE place_key IS NOT NULL ORDER BY place_key, id
  ON CONFLICT (key) DO NOTHING;

  UPDATE checkins.check_ins c SET coffee_id = k.coffee_id, place_id = k.place_id
  FROM (
    SELECT s.id, co.id AS coffee_id, p.id AS place_id FROM search_keys s
    JOIN checkins.coffees co ON co.name_key = s.name_key AND co.roaster_key = s.roaster_key
    LEFT JOIN checkins.places p ON p.key = s.place_key
  ) k
  WHERE c.id = k.id AND (c.coffee_id IS DISTINCT FROM k.coffee_id OR c.place_id IS DISTINCT FROM k.place_id);

  DROP TABLE IF EXISTS pg_temp.search_contributions;
  CREATE TEMP TABLE search_contributions ON COMMIT DROP AS
    SELECT c.id, c.coffee_id, c.place_id, c.rating, c.photo_thumbnail_url IS NOT NULL AS has_photo,
      COALESCE(a.profile_visibility = 'public' AND a.share_check_ins, false) AS public
    FROM checkins.check_ins c LEFT JOIN checkins.authors a ON a.id = c.user_id;

  UPDATE checkins.coffees co SET check_ins_count = n.total, public_check_ins_count = n.public,
    public_ratings_sum = n.ratings, public_photo_check_in_id = n.photo
  FROM (
    SELECT co.id, count(s.id)::int AS total, count(s.id) FILTER (WHERE s.public)::int AS public,
      COALESCE(sum(s.rating) FILTER (WHERE s.public), 0)::int AS ratings,
      max(s.id) FILTER (WHERE s.public AND s.has_photo) AS photo
    FROM checkins.coffees co LEFT JOIN search_contributions s ON s.coffee_id = co.id
    GROUP BY co.id
  ) n
  WHERE co.id = n.id AND (co.check_ins_count, co.public_check_ins_count, co.public_ratings_sum, co.public_photo_check_in_id)
    IS DISTINCT FROM (n.total, n.public, n.ratings, n.photo);

  UPDATE checkins.places p SET check_ins_count = n.total, public_check_ins_count = n.public,
    public_photo_check_in_id = n.photo
  FROM (
    SELECT p.id, count(s.id)::int AS total, count(s.id) FILTER (WHERE s.public)::int AS public,
      max(s.id) FILTER (WHERE s.public AND s.has_photo) AS photo
    FROM checkins.places p LEFT JOIN search_contributions s ON s.place_id = p.id
    GROUP BY p.id
  ) n
  WHERE p.id = n.id AND (p.check_ins_count, p.public_check_ins_count, p.public_photo_check_in_id)
    IS DISTINCT FROM (n.total, n.public, n.photo);

  UPDATE checkins.roasters r SET check_ins_count = n.total, public_check_ins_count = n.public,
    public_coffees_count = n.coffees
  FROM (
    SELECT r.key, COALESCE(sum(co.check_ins_count), 0)::int AS total,
      COALESCE(sum(co.public_check_ins_count), 0)::int AS public,
      count(co.id) FILTER (WHERE co.public_check_ins_count > 0)::int AS coffees
    FROM checkins.roasters r LEFT JOIN checkins.coffees co ON co.roaster_key = r.key
    GROUP BY r.key
  ) n
  WHERE r.key = n.key AND (r.check_ins_count, r.public_check_ins_count, r.public_coffees_count)
    IS DISTINCT FROM (n.total, n.public, n.coffees);

  -- Names no check-in uses any more.
  DELETE FROM checkins.coffees WHERE check_ins_count = 0;
  DELETE FROM checkins.places WHERE check_ins_count = 0;
  DELETE FROM checkins.roasters WHERE check_ins_count = 0;
END`;
