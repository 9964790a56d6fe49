// Local copies of Math's functions: looking the global up on every call in a hot loop is very
// slow where code runs inside a vm context, as under jest.
const { cos, floor, imul, log, sqrt } = Math;

/**
 * A small deterministic random source (mulberry32): the corpus must come out identical for a
 * given seed on every machine, which Math.random cannot promise.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number {
    return min + floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[floor(this.next() * items.length)] as T;
  }

  /** Picks by weight: entries are [item, weight] pairs with positive weights. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let remaining = this.next() * total;
    for (const [item, weight] of entries) {
      remaining -= weight;
      if (remaining < 0) return item;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = floor(this.next() * (i + 1));
      [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
    }
    return pool.slice(0, count);
  }

  /** Standard normal (Box-Muller). */
  gaussian(): number {
    const u = 1 - this.next();
    return sqrt(-2 * log(u)) * cos(2 * Math.PI * this.next());
  }
}

/** A well-mixed seed for one label of a corpus, so label i does not depend on how many came before. */
export function labelSeed(corpusSeed: number, index: number): number {
  let h = imul(corpusSeed ^ 0x9e3779b9, 0x85ebca6b) ^ imul(index + 1, 0xc2b2ae35);
  h = imul(h ^ (h >>> 16), 0x7feb352d);
  h = imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}
