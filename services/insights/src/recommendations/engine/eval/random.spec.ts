import { childSeed, createRandom } from './random';

describe('createRandom', () => {
  it('repeats itself for a seed and differs across seeds', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  });

  it('is roughly uniform and normal', () => {
    const random = createRandom(7);
    const uniform = Array.from({ length: 20_000 }, () => random.next());
    expect(Math.min(...uniform)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...uniform)).toBeLessThan(1);
    expect(uniform.reduce((s, v) => s + v, 0) / uniform.length).toBeCloseTo(0.5, 1);
    const normal = Array.from({ length: 20_000 }, () => random.normal());
    const mean = normal.reduce((s, v) => s + v, 0) / normal.length;
    const variance = normal.reduce((s, v) => s + (v - mean) ** 2, 0) / normal.length;
    expect(mean).toBeCloseTo(0, 1);
    expect(variance).toBeCloseTo(1, 1);
  });

  it('samples distinct items and picks from the list', () => {
    const random = createRandom(1);
    const sample = random.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
    expect([1, 2, 3]).toContain(random.pick([1, 2, 3]));
    expect(random.sample([1, 2], 5)).toHaveLength(2);
    expect(() => random.pick([])).toThrow(RangeError);
  });

  it('derives distinct child seeds', () => {
    const seeds = new Set(Array.from({ length: 1000 }, (_, i) => childSeed(42, i)));
    expect(seeds.size).toBe(1000);
  });
});
