import { performance } from 'node:perf_hooks';
import { coffeeProfiles, popularCoffees } from '../coffee-profiles';
import { buildItemModel, type ItemModelOptions } from '../item-model';
import { compareText } from '../numbers';
import { recommendCoffees } from '../recommend';
import type { CoffeeProfile, Neighbour, PersonCheckIn, Rating } from '../types';
import { oracleScore, userCheckIns, type Community, type SyntheticUser } from './community';
import { percentile, rankingFigures, type RankingFigures } from './metrics';
import { childSeed, createRandom } from './random';

export interface EvaluationOptions {
  /** List length measured (hit-rate@k, NDCG@k), default 10. */
  k?: number;
  /** Seed of the choice of hidden coffees, default the community's seed. */
  seed?: number;
  itemModel?: ItemModelOptions;
}

export interface EvaluationReport {
  k: number;
  /** People with a hidden coffee (at least one liked coffee and one more check-in). */
  people: number;
  training: { ratings: number; coffees: number };
  recommender: RankingFigures;
  baselines: { mostRated: RankingFigures; bestRated: RankingFigures };
  /** The ceiling: unseen coffees ranked by the generator's own truth (community.ts oracleScore). */
  oracle: RankingFigures;
  /** Recommender hit-rate over the stronger baseline's. */
  hitRateRatio: number;
  timings: { modelBuildMs: number; recommendP50Ms: number; recommendP99Ms: number };
}

/** A coffee is liked from this rating up; one liked coffee per person is hidden. */
export const LIKED_RATING = 4;

/**
 * Leave-one-out: for each person one coffee they rated LIKED_RATING or more is drawn and hidden
 * (before anything is trained), the item model, the coffee profiles and the well-rated list are
 * built from everyone's remaining check-ins, and each person's top k is checked for their hidden
 * coffee — for the recommender (recommendCoffees, as the service calls it) and for two popularity
 * baselines that skip the person's seen coffees the same way: most rated (ratings count, then
 * average, then key) and best rated (popularCoffees' shrunk average, then the rest by count).
 * Hit-rate@k: share of people whose hidden coffee is in their top k; NDCG@k: 1 / log2(rank + 1)
 * for a hit at 1-based rank, averaged (one relevant item, so the ideal DCG is 1).
 */
export function evaluate(community: Community, options: EvaluationOptions = {}): EvaluationReport {
  const k = options.k ?? 10;
  const pickSeed = options.seed ?? community.options.seed;

  // 1. Hide one liked coffee per person, before any training.
  const people: { user: SyntheticUser; checkIns: PersonCheckIn[]; hidden: string }[] = [];
  const training = new Map<number, PersonCheckIn[]>();
  for (const user of community.users) {
    const checkIns = userCheckIns(community, user);
    const liked = [...new Set(checkIns.filter((c) => c.rating >= LIKED_RATING).map((c) => c.coffeeKey))].sort(
      compareText,
    );
    const distinct = new Set(checkIns.map((c) => c.coffeeKey)).size;
    if (liked.length === 0 || distinct < 2) {
      training.set(user.id, checkIns);
      continue;
    }
    const hidden = liked[createRandom(childSeed(pickSeed, user.id)).int(liked.length)]!;
    const kept = checkIns.filter((c) => c.coffeeKey !== hidden);
    training.set(user.id, kept);
    people.push({ user, checkIns: kept, hidden });
  }

  // 2. Train on what is left: ratings (a person's average per coffee), profiles, the well-rated list.
  const ratings = averageRatings(training);
  const profiles = coffeeProfiles([...training.values()].flat());
  const popular = popularCoffees(profiles.values());
  const started = performance.now();
  const model = buildItemModel(ratings, options.itemModel);
  const modelBuildMs = performance.now() - started;
  const none: readonly Neighbour[] = [];
  const neighboursOf = (key: string) => model.get(key) ?? none;
  const keyOf = new Map([...profiles.values()].map((p) => [`${p.roaster}\n${p.name}`, p.key]));

  const mostRated = [...profiles.values()].sort(
    (a, b) =>
      b.ratingsCount - a.ratingsCount || b.averageRating - a.averageRating || compareText(a.key, b.key),
  );
  const bestRatedKeys = new Set(popular.map((p) => p.key));
  const bestRated = [...popular, ...mostRated.filter((p) => !bestRatedKeys.has(p.key))];

  // 3. Rank the hidden coffee for everyone.
  const ranks = {
    recommender: [] as (number | null)[],
    mostRated: [] as (number | null)[],
    bestRated: [] as (number | null)[],
    oracle: [] as (number | null)[],
  };
  const durations: number[] = [];
  for (const person of people) {
    const seen = new Set(person.checkIns.map((c) => c.coffeeKey));
    const before = performance.now();
    const list = recommendCoffees({
      person: { checkIns: person.checkIns, preferredBrewMethod: person.user.preferredBrewMethod },
      neighboursOf,
      profiles,
      popular,
      limit: k,
    });
    durations.push(performance.now() - before);
    ranks.recommender.push(
      rankOf(
        list.map((c) => keyOf.get(`${c.roaster}\n${c.name}`)),
        person.hidden,
      ),
    );
    ranks.mostRated.push(rankOf(topUnseen(mostRated, seen, k), person.hidden));
    ranks.bestRated.push(rankOf(topUnseen(bestRated, seen, k), person.hidden));
    ranks.oracle.push(rankOf(oracleTop(community, person.user, seen, k), person.hidden));
  }

  const recommender = rankingFigures(ranks.recommender, k);
  const baselines = {
    mostRated: rankingFigures(ranks.mostRated, k),
    bestRated: rankingFigures(ranks.bestRated, k),
  };
  return {
    k,
    people: people.length,
    training: { ratings: ratings.length, coffees: profiles.size },
    recommender,
    baselines,
    oracle: rankingFigures(ranks.oracle, k),
    hitRateRatio: hitRateRatio(recommender, baselines),
    timings: {
      modelBuildMs,
      recommendP50Ms: percentile(durations, 50),
      recommendP99Ms: percentile(durations, 99),
    },
  };
}

/** Every person's average rating per coffee. */
function averageRatings(checkInsByUser: ReadonlyMap<number, readonly PersonCheckIn[]>): Rating[] {
  const ratings: Rating[] = [];
  for (const [userId, checkIns] of checkInsByUser) {
    const sums = new Map<string, { sum: number; count: number }>();
    for (const checkIn of checkIns) {
      const entry = sums.get(checkIn.coffeeKey) ?? { sum: 0, count: 0 };
      entry.sum += checkIn.rating;
      entry.count++;
      sums.set(checkIn.coffeeKey, entry);
    }
    for (const [coffeeKey, { sum, count }] of sums) ratings.push({ userId, coffeeKey, rating: sum / count });
  }
  return ratings;
}

/** The k unseen coffees the generator knows the person most likely picked and liked. */
function oracleTop(
  community: Community,
  user: SyntheticUser,
  seen: ReadonlySet<string>,
  k: number,
): string[] {
  return community.coffees
    .map((coffee, index) => ({ key: coffee.key, score: oracleScore(community, user, index) }))
    .filter((entry) => !seen.has(entry.key))
    .sort((a, b) => b.score - a.score || compareText(a.key, b.key))
    .slice(0, k)
    .map((entry) => entry.key);
}

function topUnseen(ranked: readonly CoffeeProfile[], seen: ReadonlySet<string>, k: number): string[] {
  const top: string[] = [];
  for (const profile of ranked) {
    if (top.length === k) break;
    if (!seen.has(profile.key)) top.push(profile.key);
  }
  return top;
}

/** 1-based rank of `key` in the list, null when absent. */
function rankOf(keys: readonly (string | undefined)[], key: string): number | null {
  const index = keys.indexOf(key);
  return index === -1 ? null : index + 1;
}

export type PooledReport = Pick<
  EvaluationReport,
  'k' | 'people' | 'recommender' | 'baselines' | 'oracle' | 'hitRateRatio'
>;

/**
 * Several communities' reports as one: hits and NDCG summed over everyone, so a community with
 * more people counts more. One community's tastes can happen to line up with its popular coffees
 * (or not), which moves the popularity baseline a lot; pooling a few is the fairer figure.
 */
export function poolReports(reports: readonly EvaluationReport[]): PooledReport {
  const people = reports.reduce((sum, report) => sum + report.people, 0);
  const pool = (figuresOf: (report: EvaluationReport) => RankingFigures): RankingFigures => {
    const hits = reports.reduce((sum, report) => sum + figuresOf(report).hits, 0);
    const gain = reports.reduce((sum, report) => sum + figuresOf(report).ndcg * report.people, 0);
    return { hits, hitRate: people ? hits / people : 0, ndcg: people ? gain / people : 0 };
  };
  const recommender = pool((report) => report.recommender);
  const baselines = {
    mostRated: pool((report) => report.baselines.mostRated),
    bestRated: pool((report) => report.baselines.bestRated),
  };
  return {
    k: reports[0]?.k ?? 0,
    people,
    recommender,
    baselines,
    oracle: pool((report) => report.oracle),
    hitRateRatio: hitRateRatio(recommender, baselines),
  };
}

/** Recommender hit-rate over the stronger baseline's. */
function hitRateRatio(recommender: RankingFigures, baselines: EvaluationReport['baselines']): number {
  const strongest = Math.max(baselines.mostRated.hitRate, baselines.bestRated.hitRate);
  return strongest > 0 ? recommender.hitRate / strongest : recommender.hitRate > 0 ? Infinity : 0;
}
