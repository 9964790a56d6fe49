import { labelSeed, SeededRandom } from './seeded-random';

describe('SeededRandom', () => {
  it('repeats the same sequence for the same seed, and another for another seed', () => {
    const draw = (seed: number) => {
      const random = new SeededRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('stays within its ranges', () => {
    const random = new SeededRandom(7);
    for (let i = 0; i < 1000; i++) {
      const value = random.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
      expect(random.between(-1, 1)).toBeLessThan(1);
    }
  });

  it('picks by weight and samples without repeats', () => {
    const random = new SeededRandom(1);
    const picks = Array.from({ length: 2000 }, () => random.weighted([['rare', 1], ['common', 9]] as const));
    const rare = picks.filter((pick) => pick === 'rare').length;
    expect(rare).toBeGreaterThan(120);
    expect(rare).toBeLessThan(300);
    const sample = random.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
  });

  it('gives every label of a corpus its own well-mixed seed', () => {
    const seeds = new Set(Array.from({ length: 1000 }, (_, i) => labelSeed(1, i)));
    expect(seeds.size).toBe(1000);
    expect(labelSeed(1, 0)).not.toBe(labelSeed(2, 0));
  });
});
