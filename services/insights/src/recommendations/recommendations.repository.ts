import { Injectable } from '@nestjs/common';
import type { Recommendations } from '@crema/contracts/insights/recommendations';
import { DataSource } from 'typeorm';
import type { PersonCheckIn } from './engine/types';

interface PersonRow {
  coffee_key: string;
  coffee_name: string;
  roaster: string;
  rating: number;
  brew_method: string;
  roast_level: string | null;
  origin: string | null;
  process: string | null;
  tasting_notes: string[];
  dose: number | null;
  water: number | null;
  water_temp: number | null;
  grind: number | null;
  created_at: Date;
}

/** What a cached answer was computed from; it is served only while all of it still holds. */
export interface AnswerBasis {
  factsVersion: number;
  /** The built_at of the model it used; null when none was built yet. */
  modelBuiltAt: Date | null;
  taste: string;
  /** The time its rating trend runs up to. */
  computedAt: Date;
}

/** A person's own check-ins (every privacy level: it is their own data) and their cached answer. */
@Injectable()
export class RecommendationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The version of the person's facts now (0 before their first check-in). */
  async factsVersion(userId: number): Promise<number> {
    const [row] = await this.dataSource.query<{ version: string }[]>(
      `SELECT version FROM insights.fact_versions WHERE user_id = $1`,
      [userId],
    );
    return Number(row?.version ?? 0);
  }

  async checkInsOf(userId: number): Promise<PersonCheckIn[]> {
    const rows = await this.dataSource.query<PersonRow[]>(
      `SELECT coffee_key, coffee_name, roaster, rating, brew_method, roast_level, origin, process, tasting_notes,
         dose, water, water_temp, grind, created_at
       FROM insights.check_in_facts WHERE user_id = $1 ORDER BY created_at, check_in_id`,
      [userId],
    );
    return rows.map((row) => ({
      coffeeKey: row.coffee_key,
      coffeeName: row.coffee_name,
      roaster: row.roaster,
      rating: row.rating,
      brewMethod: row.brew_method,
      roastLevel: row.roast_level,
      origin: row.origin,
      process: row.process,
      notes: row.tasting_notes,
      dose: row.dose,
      water: row.water,
      waterTemp: row.water_temp,
      grindSizeNumeric: row.grind,
      createdAt: row.created_at,
    }));
  }

  /**
   * The cached answer, if it was computed from the person's current facts, with the model there is
   * now (a rebuild leaves out whoever went private or deleted a check-in since), for this taste and
   * in `now`'s UTC month (its rating trend ends with the month it was computed in).
   */
  async cached(userId: number, taste: string, now: Date): Promise<Recommendations | null> {
    // built_at is compared to the millisecond: the answer's copy went through a JavaScript Date.
    const [row] = await this.dataSource.query<{ payload: Recommendations }[]>(
      `SELECT c.payload FROM insights.recommendation_cache c
       LEFT JOIN insights.fact_versions v ON v.user_id = c.user_id
       LEFT JOIN insights.recommendation_model m ON m.id = 1
       WHERE c.user_id = $1 AND c.facts_version = COALESCE(v.version, 0) AND c.taste = $2
         AND c.model_built_at IS NOT DISTINCT FROM date_trunc('milliseconds', m.built_at)
         AND date_trunc('month', c.computed_at, 'UTC') = date_trunc('month', $3::timestamptz, 'UTC')`,
      [userId, taste, now],
    );
    return row?.payload ?? null;
  }

  async cache(userId: number, basis: AnswerBasis, payload: Recommendations): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO insights.recommendation_cache
         (user_id, facts_version, model_built_at, taste, payload, computed_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id) DO UPDATE SET facts_version = EXCLUDED.facts_version,
         model_built_at = EXCLUDED.model_built_at, taste = EXCLUDED.taste, payload = EXCLUDED.payload,
         computed_at = EXCLUDED.computed_at`,
      [
        userId,
        basis.factsVersion,
        basis.modelBuiltAt,
        basis.taste,
        JSON.stringify(payload),
        basis.computedAt,
      ],
    );
  }
}
