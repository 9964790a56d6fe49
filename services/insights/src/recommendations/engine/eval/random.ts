/**
 * A small seeded pseudo-random generator (a 32-bit counter run through an integer mixer), so a
 * synthetic community and an evaluation are the same on every run and machine.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** Standard normal (Box–Muller). */
  normal(): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return ((z ^ (z >>> 15)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    normal: () => {
      const u = 1 - next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[int(items.length)]!;
    },
    sample: <T>(items: readonly T[], count: number): T[] => {
      const copy = [...items];
      const take = Math.min(count, copy.length);
      for (let i = 0; i < take; i++) {
        const j = i + int(copy.length - i);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, take);
    },
  };
}

/** A seed for a sub-stream (e.g. one person), so streams do not depend on the order they are drawn in. */
export function childSeed(seed: number, stream: number): number {
  let h = Math.imul(seed ^ 0x632be5ab, 0x9e3779b1) ^ Math.imul(stream + 1, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  return (h ^ (h >>> 12)) >>> 0;
}
