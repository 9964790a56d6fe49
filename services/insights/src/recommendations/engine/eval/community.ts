import {
  BREW_METHODS,
  PROCESSING_METHODS,
  ROAST_LEVELS,
  TASTING_NOTES,
} from '@crema/contracts/coffee/options';
import type { PersonCheckIn, Rating } from '../types';
import { childSeed, createRandom, type Random } from './random';

export interface CommunityOptions {
  users: number;
  coffees: number;
  /** Taste clusters. */
  clusters: number;
  /** Average distinct coffees per person (each person gets 0.5× to 1.5× of it, at least 3). */
  checkInsPerUser: number;
  seed: number;
  /** How strongly taste steers what people pick: weight ∝ popularity × exp(choiceTaste × match). Default CHOICE_TASTE. */
  choiceTaste?: number;
  /** Zipf exponent of popularity, 1 / (rank + 10)^s. Default POPULARITY_SKEW. */
  popularitySkew?: number;
}

/** A coffee with its true attributes, intrinsic quality and how widely it is sold. */
export interface SyntheticCoffee {
  key: string;
  name: string;
  roaster: string;
  roastLevel: string;
  origin: string;
  process: string;
  notes: string[];
  /** The method it is usually brewed with. */
  brewMethod: string;
  /** Added to every rating, normal with sd 0.35. */
  quality: number;
  /** Relative chance of being picked, Zipf-like over a random order. */
  popularity: number;
}

/** A taste cluster: what its members like (and two notes they dislike). */
export interface SyntheticCluster {
  notes: string[];
  avoidedNotes: string[];
  origins: string[];
  processes: string[];
  roasts: string[];
  brewMethod: string;
}

export interface SyntheticUser {
  id: number;
  cluster: number;
  preferredBrewMethod: string | null;
  /** Indices into `coffees` of the coffees they checked in, in check-in order. */
  coffees: number[];
  /** Their 1–5 rating of each. */
  ratings: number[];
  /** Added to all their ratings (generosity), normal with sd 0.3. */
  bias: number;
}

export interface Community {
  options: CommunityOptions;
  coffees: SyntheticCoffee[];
  clusters: SyntheticCluster[];
  users: SyntheticUser[];
}

/** How strongly taste steers what people pick (exp(CHOICE_TASTE × match)), against popularity. */
export const CHOICE_TASTE = 4;
export const POPULARITY_SKEW = 0.8;
/** Coffee styles beyond the clusters' own (styles nobody in particular loves). */
export const EXTRA_STYLES = 4;
/** Chance that each attribute of a coffee comes from its style rather than from anywhere. */
export const STYLE_FIDELITY = 0.6;
/** Rating = RATING_BASE + RATING_TASTE × match + quality + personal bias + noise (sd RATING_NOISE). */
export const RATING_BASE = 2.3;
export const RATING_TASTE = 3;
export const RATING_NOISE = 0.7;

const ORIGINS = [
  'Ethiopia',
  'Kenya',
  'Colombia',
  'Brazil',
  'Guatemala',
  'Costa Rica',
  'Sumatra',
  'Rwanda',
  'Panama',
  'Yemen',
  'Peru',
  'Honduras',
] as const;
const PLACES = [
  'Kochere',
  'Yirgacheffe',
  'Guji',
  'Nyeri',
  'Kirinyaga',
  'Huila',
  'Nariño',
  'Cerrado',
  'Huehuetenango',
  'Tarrazú',
  'Aceh',
  'Nyamasheke',
  'Boquete',
  'Haraz',
  'Cajamarca',
  'Marcala',
  'Sidamo',
  'Antigua',
] as const;
const LOTS = ['Lot', 'Reserve', 'Estate', 'Select', 'Station', 'Hills', 'Cooperative', 'Farm'] as const;
const ROASTER_FIRST = [
  'Square',
  'North',
  'Little',
  'Black',
  'Red',
  'Copper',
  'Wild',
  'Blue',
  'Golden',
  'Quiet',
] as const;
const ROASTER_SECOND = ['Mile', 'Bean', 'Fox', 'Roasters', 'Harbour', 'Hill', 'Press', 'Owl'] as const;
const PROCESSES = PROCESSING_METHODS.filter((process) => process !== 'Other');
const METHODS = BREW_METHODS.filter((method) => method !== 'Other');

/**
 * A community with known taste clusters. Each cluster likes three notes, dislikes two, likes two
 * origins, two processes and two neighbouring roast levels, and brews mostly one way. A person
 * belongs to one cluster (bigger clusters more likely) and picks coffees by popularity × exp(2.5 ×
 * match), so popular coffees are everywhere (a popularity baseline is a fair opponent) but taste
 * shows. The match of a coffee to a cluster runs from -0.4 to 1; the rating adds the coffee's
 * quality, the person's generosity and noise, rounded to whole stars 1–5.
 */
export function generateCommunity(options: CommunityOptions): Community {
  const random = createRandom(options.seed);
  const styles = Array.from({ length: options.clusters + EXTRA_STYLES }, () => style(random));
  const clusters = styles.slice(0, options.clusters).map((base) => clusterFrom(random, base));
  const coffees = catalogue(random, styles, options.coffees, options.popularitySkew ?? POPULARITY_SKEW);
  const clusterWeights = clusters.map((_, c) => 1 / Math.sqrt(c + 1));
  const clusterTotal = clusterWeights.reduce((sum, weight) => sum + weight, 0);

  // Per cluster, every coffee's match and log choice weight.
  const matches = clusters.map((taste) => coffees.map((coffee) => match(coffee, taste)));
  const logWeights = matches.map((row) =>
    row.map((m, c) => Math.log(coffees[c]!.popularity) + (options.choiceTaste ?? CHOICE_TASTE) * m),
  );

  const users: SyntheticUser[] = [];
  for (let u = 0; u < options.users; u++) {
    const own = createRandom(childSeed(options.seed, u));
    let pick = own.next() * clusterTotal;
    let c = 0;
    while (c < clusters.length - 1 && (pick -= clusterWeights[c]!) > 0) c++;
    const count = Math.max(3, Math.round(options.checkInsPerUser * (0.5 + own.next())));
    const chosen = weightedSample(own, logWeights[c]!, Math.min(count, coffees.length));
    const bias = own.normal() * 0.3;
    users.push({
      id: u + 1,
      cluster: c,
      bias,
      preferredBrewMethod: own.next() < 0.7 ? clusters[c]!.brewMethod : null,
      coffees: chosen,
      ratings: chosen.map((index) => {
        const raw =
          RATING_BASE +
          RATING_TASTE * matches[c]![index]! +
          coffees[index]!.quality +
          bias +
          own.normal() * RATING_NOISE;
        return Math.max(1, Math.min(5, Math.round(raw)));
      }),
    });
  }
  return { options, coffees, clusters, users };
}

/**
 * The person's check-ins as the service would hand them over: the coffee's attributes as they
 * logged them (sometimes left empty, notes partly tasted), brewed their cluster's way or the
 * coffee's, dated over 2025 in check-in order. Deterministic per person.
 */
export function userCheckIns(community: Community, user: SyntheticUser): PersonCheckIn[] {
  const random = createRandom(childSeed(community.options.seed ^ 0x51ed, user.id));
  const clusterMethod = community.clusters[user.cluster]!.brewMethod;
  const start = Date.UTC(2025, 0, 1);
  const step = (365 * 86_400_000) / Math.max(1, user.coffees.length);
  return user.coffees.map((index, order) => {
    const coffee = community.coffees[index]!;
    const kept = coffee.notes.filter(() => random.next() < 0.85);
    return {
      coffeeKey: coffee.key,
      coffeeName: coffee.name,
      roaster: coffee.roaster,
      rating: user.ratings[order]!,
      brewMethod: random.next() < 0.6 ? clusterMethod : coffee.brewMethod,
      roastLevel: random.next() < 0.85 ? coffee.roastLevel : null,
      origin: random.next() < 0.8 ? coffee.origin : null,
      process: random.next() < 0.7 ? coffee.process : null,
      notes: kept.length > 0 ? kept : coffee.notes.slice(0, 1),
      dose: null,
      water: null,
      waterTemp: null,
      grindSizeNumeric: null,
      createdAt: new Date(start + Math.floor(order * step)),
    };
  });
}

/** How well a coffee fits a cluster: from -0.4 (only disliked notes, nothing else) to 1. */
export function match(coffee: SyntheticCoffee, taste: SyntheticCluster): number {
  let notes = 0;
  for (const note of coffee.notes) {
    if (taste.notes.includes(note)) notes++;
    else if (taste.avoidedNotes.includes(note)) notes--;
  }
  return (
    (0.4 * notes) / coffee.notes.length +
    (taste.origins.includes(coffee.origin) ? 0.2 : 0) +
    (taste.roasts.includes(coffee.roastLevel) ? 0.2 : 0) +
    (taste.processes.includes(coffee.process) ? 0.2 : 0)
  );
}

/** A style of coffee: the notes, origins, processes, roasts and method that tend to go together. */
function style(random: Random): SyntheticCluster {
  const [a, b, c, d, e] = random.sample(TASTING_NOTES, 5);
  const roast = random.int(ROAST_LEVELS.length - 1);
  return {
    notes: [a!, b!, c!],
    avoidedNotes: [d!, e!],
    origins: random.sample(ORIGINS, 2),
    processes: random.sample(PROCESSES, 2),
    roasts: [ROAST_LEVELS[roast]!, ROAST_LEVELS[roast + 1]!],
    brewMethod: random.pick(METHODS),
  };
}

/** A taste cluster loves one style, with one of its origins swapped for another half the time. */
function clusterFrom(random: Random, base: SyntheticCluster): SyntheticCluster {
  const origins = [...base.origins];
  if (random.next() < 0.5) origins[1] = random.pick(ORIGINS.filter((origin) => !origins.includes(origin)));
  return { ...base, origins };
}

/** From the style's list with probability `p`, else anything from `all`. */
function styled<T>(random: Random, p: number, preferred: readonly T[], all: readonly T[]): T {
  return random.next() < p ? random.pick(preferred) : random.pick(all);
}

function catalogue(
  random: Random,
  styles: readonly SyntheticCluster[],
  count: number,
  skew: number,
): SyntheticCoffee[] {
  const roasters = Array.from(
    { length: Math.max(5, Math.round(count / 12)) },
    (_, r) =>
      `${ROASTER_FIRST[r % ROASTER_FIRST.length]} ${ROASTER_SECOND[Math.floor(r / ROASTER_FIRST.length) % ROASTER_SECOND.length]}${r >= ROASTER_FIRST.length * ROASTER_SECOND.length ? ` ${r}` : ''}`,
  );
  // Popularity: Zipf-like, 1 / (rank + 10)^skew over a random order of the coffees.
  const ranks = random.sample(
    Array.from({ length: count }, (_, i) => i),
    count,
  );
  return Array.from({ length: count }, (_, i) => {
    const roaster = random.pick(roasters);
    const name = `${random.pick(PLACES)} ${random.pick(LOTS)} ${i + 1}`;
    const kind = random.pick(styles);
    const notes = new Set<string>();
    const noteCount = 2 + random.int(3);
    while (notes.size < noteCount) notes.add(styled(random, STYLE_FIDELITY, kind.notes, TASTING_NOTES));
    return {
      key: `${roaster.toLowerCase()}\n${name.toLowerCase()}`,
      name,
      roaster,
      roastLevel: styled(random, STYLE_FIDELITY, kind.roasts, ROAST_LEVELS),
      origin: styled(random, STYLE_FIDELITY, kind.origins, ORIGINS),
      process: styled(random, STYLE_FIDELITY, kind.processes, PROCESSES),
      notes: [...notes],
      brewMethod: styled(random, STYLE_FIDELITY, [kind.brewMethod], METHODS),
      quality: random.normal() * 0.35,
      popularity: (ranks[i]! + 10) ** -skew,
    };
  });
}

/**
 * `count` distinct indices drawn with probability ∝ exp(logWeight), without replacement: each index
 * gets the key log(-log u) - logWeight for a uniform u, and the `count` smallest keys win (the
 * Efraimidis–Spirakis method, u^(1/w) largest first, in logs). The threshold comes from a sorted
 * typed copy, so only the winners are sorted as objects.
 */
function weightedSample(random: Random, logWeights: readonly number[], count: number): number[] {
  const keys = new Float64Array(logWeights.length);
  for (let index = 0; index < keys.length; index++)
    keys[index] = Math.log(-Math.log(1 - random.next())) - logWeights[index]!;
  if (count <= 0) return [];
  const threshold = keys.slice().sort()[Math.min(count, keys.length) - 1]!;
  const winners: { index: number; key: number }[] = [];
  for (let index = 0; index < keys.length; index++)
    if (keys[index]! <= threshold) winners.push({ index, key: keys[index]! });
  winners.sort((a, b) => a.key - b.key || a.index - b.index);
  return winners.slice(0, count).map((winner) => winner.index);
}

/** Everyone's ratings for the item model (one per person and coffee), without building check-ins. */
export function communityRatings(community: Community): Rating[] {
  const ratings: Rating[] = [];
  for (const user of community.users)
    user.coffees.forEach((index, order) =>
      ratings.push({
        userId: user.id,
        coffeeKey: community.coffees[index]!.key,
        rating: user.ratings[order]!,
      }),
    );
  return ratings;
}

/**
 * What only the generator knows: a log-score of the person picking a coffee and liking it (log
 * popularity + choiceTaste × match + log P(rating ≥ 4)). Ranking unseen coffees by it is the
 * evaluation's ceiling (the "oracle"), to show how much of the gap to it a recommender closes.
 */
export function oracleScore(community: Community, user: SyntheticUser, coffeeIndex: number): number {
  const coffee = community.coffees[coffeeIndex]!;
  const m = match(coffee, community.clusters[user.cluster]!);
  const expected = RATING_BASE + RATING_TASTE * m + coffee.quality + user.bias;
  const liked = 1 - normalCdf((3.5 - expected) / RATING_NOISE);
  return (
    Math.log(coffee.popularity) +
    (community.options.choiceTaste ?? CHOICE_TASTE) * m +
    Math.log(liked + 1e-12)
  );
}

/** Φ(x) through the Abramowitz–Stegun 7.1.26 approximation of erf (error below 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t;
  const erf = 1 - poly * Math.exp(-z * z);
  return 0.5 * (1 + (x >= 0 ? erf : -erf));
}
