import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SUGGEST_COFFEES_SQL, SUGGEST_ROASTERS_SQL } from './suggestions-sql';

/** 0 the catalogue, 1 the person's history, 2 the community. */
export type SuggestionTier = 0 | 1 | 2;
export interface CoffeeSuggestionRow {
  coffee_name: string;
  roaster: string;
  tier: SuggestionTier;
}
export interface RoasterSuggestionRow {
  roaster: string;
  tier: SuggestionTier;
}

/** Runs the autocomplete queries (suggestions-sql.ts). */
@Injectable()
export class SuggestionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  coffees(
    userId: number,
    text: string,
    roaster: string | null,
    limit: number,
  ): Promise<CoffeeSuggestionRow[]> {
    return this.dataSource.query<CoffeeSuggestionRow[]>(SUGGEST_COFFEES_SQL, [userId, text, roaster, limit]);
  }

  roasters(userId: number, text: string, limit: number): Promise<RoasterSuggestionRow[]> {
    return this.dataSource.query<RoasterSuggestionRow[]>(SUGGEST_ROASTERS_SQL, [userId, text, limit]);
  }
}
