import { Injectable } from '@nestjs/common';
import {
  SUGGESTION_SOURCES,
  SUGGESTIONS_MAX,
  type CoffeeSuggestion,
  type CoffeeSuggestQuery,
  type RoasterSuggestion,
  type RoasterSuggestQuery,
} from '@crema/contracts/checkins/suggestions';
import type { Actor } from '@crema/contracts/common/rpc';
import { SuggestionsRepository } from './suggestions.repository';

/** Autocomplete of the check-in form: catalogue, then the person's history, then the community. */
@Injectable()
export class SuggestionsService {
  constructor(private readonly suggestions: SuggestionsRepository) {}

  async coffees(actor: Actor, query: CoffeeSuggestQuery): Promise<CoffeeSuggestion[]> {
    const rows = await this.suggestions.coffees(
      actor.userId,
      query.query,
      query.roaster || null,
      SUGGESTIONS_MAX,
    );
    return rows.map((row) => ({
      coffeeName: row.coffee_name,
      roaster: row.roaster,
      source: SUGGESTION_SOURCES[row.tier],
    }));
  }

  async roasters(actor: Actor, query: RoasterSuggestQuery): Promise<RoasterSuggestion[]> {
    const rows = await this.suggestions.roasters(actor.userId, query.query, SUGGESTIONS_MAX);
    return rows.map((row) => ({ roaster: row.roaster, source: SUGGESTION_SOURCES[row.tier] }));
  }
}
