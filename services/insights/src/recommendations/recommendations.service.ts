import { Injectable } from '@nestjs/common';
import type { Actor } from '@crema/contracts/common/rpc';
import type { RecommendationTaste, Recommendations } from '@crema/contracts/insights/recommendations';
import { brewingTips } from './engine/brewing-tips';
import { coffeeInsights } from './engine/coffee-insights';
import { explorationSuggestion } from './engine/exploration';
import { recommendCoffees } from './engine/recommend';
import type { PersonProfile } from './engine/types';
import { ModelCache } from './model-cache';
import { ModelRepository } from './model.repository';
import { RecommendationsRepository } from './recommendations.repository';

/**
 * A person's recommendations: their own check-ins against the model the worker built from
 * publicly shareable ones, shaped by their settings' brew method and strength. Cached per person
 * until their facts, the model, those settings or the month change; `refresh` recomputes.
 */
@Injectable()
export class RecommendationsService {
  constructor(
    private readonly recommendations: RecommendationsRepository,
    private readonly model: ModelRepository,
    private readonly modelCache: ModelCache,
  ) {}

  async for(actor: Actor, taste: RecommendationTaste, refresh: boolean): Promise<Recommendations> {
    const tasteKey = `${taste.defaultBrewMethod}|${taste.coffeeStrengthPreference}|${taste.measurementUnit}`;
    const now = new Date();
    if (!refresh) {
      const cached = await this.recommendations.cached(actor.userId, tasteKey, now);
      if (cached) return cached;
    }
    // The version first: a check-in committed while this computes makes the answer stale at once.
    const version = await this.recommendations.factsVersion(actor.userId);
    const [checkIns, catalogue] = await Promise.all([
      this.recommendations.checkInsOf(actor.userId),
      this.modelCache.current(),
    ]);
    const person: PersonProfile = {
      checkIns,
      preferredBrewMethod: taste.defaultBrewMethod,
      strength: taste.coffeeStrengthPreference,
      unit: taste.measurementUnit,
    };
    const neighbours = await this.model.neighboursOf([...new Set(checkIns.map((checkIn) => checkIn.coffeeKey))]);
    const neighboursOf = (key: string) => neighbours.get(key) ?? [];
    const answer: Recommendations = {
      coffees: recommendCoffees({ person, neighboursOf, profiles: catalogue.profiles, popular: catalogue.popular }),
      brewingTips: brewingTips(person),
      explorationSuggestion: explorationSuggestion({ person, neighboursOf, profiles: catalogue.profiles }),
      insights: coffeeInsights(person, now),
      generatedAt: now.toISOString(),
    };
    // Named after the catalogue's model, read before the neighbours: should a rebuild come between,
    // that is the older one, and the answer a miss next time.
    await this.recommendations.cache(
      actor.userId,
      { factsVersion: version, modelBuiltAt: catalogue.builtAt, taste: tasteKey, computedAt: now },
      answer,
    );
    return answer;
  }
}
