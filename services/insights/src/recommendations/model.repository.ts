import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CoffeeProfile, Neighbour, Rating } from './engine/types';

/**
 * Only publicly shareable check-ins shape anyone else's recommendations (ADR 0005's discover rule),
 * and none hidden by moderation (ADR 0013: discover leaves them out too).
 */
const PUBLIC_FACTS = `insights.check_in_facts f JOIN insights.users u
  ON u.id = f.user_id AND u.profile_visibility = 'public' AND u.share_check_ins AND NOT f.hidden`;

interface ProfileRow {
  key: string;
  name: string;
  roaster: string;
  roast_level: string | null;
  origin: string | null;
  process: string | null;
  brew_method: string;
  notes: string[] | null;
  average_rating: number;
  ratings_count: number;
}

export interface ModelInfo {
  builtAt: Date;
  coffees: number;
  ratings: number;
  buildMs: number;
}

/** Rows per INSERT when the neighbours are written. */
const WRITE_BATCH = 10_000;

/**
 * The recommendation model: coffee profiles and item neighbours, computed from publicly shareable
 * check-ins and replaced as a whole, so readers see either the old model or the new one.
 */
@Injectable()
export class ModelRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Each coffee's most common spelling, roast, origin, process and method, its top notes and rating. */
  async communityProfiles(): Promise<CoffeeProfile[]> {
    const rows = await this.dataSource.query<ProfileRow[]>(
      `WITH notes AS (
         SELECT f.coffee_key, note, count(*) AS n FROM ${PUBLIC_FACTS}, unnest(f.tasting_notes) AS note
         GROUP BY f.coffee_key, note
       ), ranked AS (
         SELECT coffee_key, note, row_number() OVER (PARTITION BY coffee_key ORDER BY n DESC, note) AS rank FROM notes
       ), top_notes AS (
         SELECT coffee_key, array_agg(note ORDER BY rank) AS notes FROM ranked WHERE rank <= 4 GROUP BY coffee_key
       )
       SELECT f.coffee_key AS key,
         mode() WITHIN GROUP (ORDER BY f.coffee_name) AS name,
         mode() WITHIN GROUP (ORDER BY f.roaster) AS roaster,
         mode() WITHIN GROUP (ORDER BY f.roast_level) AS roast_level,
         mode() WITHIN GROUP (ORDER BY f.origin) AS origin,
         mode() WITHIN GROUP (ORDER BY f.process) AS process,
         mode() WITHIN GROUP (ORDER BY f.brew_method) AS brew_method,
         (SELECT t.notes FROM top_notes t WHERE t.coffee_key = f.coffee_key) AS notes,
         avg(f.rating)::float8 AS average_rating, count(*)::int AS ratings_count
       FROM ${PUBLIC_FACTS} GROUP BY f.coffee_key`,
    );
    return rows.map(toProfile);
  }

  /** Each person's average rating of each coffee. */
  async communityRatings(): Promise<Rating[]> {
    const rows = await this.dataSource.query<{ user_id: number; coffee_key: string; rating: number }[]>(
      `SELECT f.user_id, f.coffee_key, avg(f.rating)::float8 AS rating FROM ${PUBLIC_FACTS}
       GROUP BY f.user_id, f.coffee_key`,
    );
    return rows.map((row) => ({ userId: row.user_id, coffeeKey: row.coffee_key, rating: row.rating }));
  }

  async replace(
    profiles: readonly CoffeeProfile[],
    neighbours: ReadonlyMap<string, readonly Neighbour[]>,
    info: Omit<ModelInfo, 'builtAt'>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM insights.coffee_profiles`);
      for (let start = 0; start < profiles.length; start += WRITE_BATCH) {
        const batch = profiles.slice(start, start + WRITE_BATCH);
        await manager.query(
          `INSERT INTO insights.coffee_profiles (coffee_key, name, roaster, roast_level, origin, process, brew_method,
             notes, average_rating, ratings_count)
           SELECT p.key, p.name, p.roaster, p.roast_level, p.origin, p.process, p.brew_method,
             ARRAY(SELECT jsonb_array_elements_text(p.notes)), p.average_rating, p.ratings_count
           FROM jsonb_to_recordset($1::jsonb) AS p(key text, name text, roaster text, roast_level text, origin text,
             process text, brew_method text, notes jsonb, average_rating real, ratings_count int)`,
          [
            JSON.stringify(
              batch.map((profile) => ({
                key: profile.key,
                name: profile.name,
                roaster: profile.roaster,
                roast_level: profile.roastLevel,
                origin: profile.origin,
                process: profile.process,
                brew_method: profile.brewMethod,
                notes: profile.notes,
                average_rating: profile.averageRating,
                ratings_count: profile.ratingsCount,
              })),
            ),
          ],
        );
      }
      await manager.query(`DELETE FROM insights.coffee_neighbours`);
      const edges = [...neighbours].flatMap(([key, list]) => list.map((neighbour) => [key, neighbour] as const));
      for (let start = 0; start < edges.length; start += WRITE_BATCH) {
        const batch = edges.slice(start, start + WRITE_BATCH);
        await manager.query(
          `INSERT INTO insights.coffee_neighbours (coffee_key, neighbour_key, score)
           SELECT * FROM unnest($1::text[], $2::text[], $3::real[])`,
          [batch.map(([key]) => key), batch.map(([, n]) => n.key), batch.map(([, n]) => n.score)],
        );
      }
      await manager.query(
        `INSERT INTO insights.recommendation_model (id, built_at, coffees, ratings, build_ms) VALUES (1, now(), $1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET built_at = now(), coffees = $1, ratings = $2, build_ms = $3`,
        [info.coffees, info.ratings, info.buildMs],
      );
    });
  }

  async info(): Promise<ModelInfo | null> {
    const [row] = await this.dataSource.query<
      { built_at: Date; coffees: number; ratings: number; build_ms: number }[]
    >(`SELECT built_at, coffees, ratings, build_ms FROM insights.recommendation_model WHERE id = 1`);
    return row ? { builtAt: row.built_at, coffees: row.coffees, ratings: row.ratings, buildMs: row.build_ms } : null;
  }

  /** The stored profiles (the catalogue recommendations choose from). */
  async profiles(): Promise<CoffeeProfile[]> {
    const rows = await this.dataSource.query<ProfileRow[]>(
      `SELECT coffee_key AS key, name, roaster, roast_level, origin, process, brew_method, notes,
         average_rating::float8 AS average_rating, ratings_count FROM insights.coffee_profiles`,
    );
    return rows.map(toProfile);
  }

  /** The stored neighbours of these coffees, best first per coffee. */
  async neighboursOf(keys: readonly string[]): Promise<Map<string, Neighbour[]>> {
    const rows = await this.dataSource.query<{ coffee_key: string; neighbour_key: string; score: number }[]>(
      `SELECT coffee_key, neighbour_key, score::float8 AS score FROM insights.coffee_neighbours
       WHERE coffee_key = ANY($1::text[]) ORDER BY coffee_key, score DESC, neighbour_key`,
      [keys],
    );
    const result = new Map<string, Neighbour[]>();
    for (const row of rows) {
      const list = result.get(row.coffee_key) ?? [];
      list.push({ key: row.neighbour_key, score: row.score });
      result.set(row.coffee_key, list);
    }
    return result;
  }
}

function toProfile(row: ProfileRow): CoffeeProfile {
  return {
    key: row.key,
    name: row.name,
    roaster: row.roaster,
    roastLevel: row.roast_level,
    origin: row.origin,
    process: row.process,
    brewMethod: row.brew_method,
    notes: row.notes ?? [],
    averageRating: Number(row.average_rating),
    ratingsCount: Number(row.ratings_count),
  };
}
