import { buildItemModel } from './item-model';
import type { Rating } from './types';

const rate = (userId: number, coffeeKey: string, rating: number): Rating => ({ userId, coffeeKey, rating });

/** The similarity of two coffees computed the slow, obvious way. */
function naiveSimilarity(
  ratings: Rating[],
  a: string,
  b: string,
  { shrinkage = 20, minCoRaters = 3, interest = 1 } = {},
): number {
  const byUser = new Map<number, Map<string, number>>();
  for (const r of ratings) {
    const row = byUser.get(r.userId) ?? new Map<string, number>();
    row.set(r.coffeeKey, r.rating);
    byUser.set(r.userId, row);
  }
  let dot = 0;
  let normA = 0;
  let normB = 0;
  let n = 0;
  for (const row of byUser.values()) {
    const userMean = [...row.values()].reduce((s, v) => s + v, 0) / row.size;
    const va = row.has(a) ? row.get(a)! - userMean + interest : 0;
    const vb = row.has(b) ? row.get(b)! - userMean + interest : 0;
    normA += va * va;
    normB += vb * vb;
    if (row.has(a) && row.has(b)) {
      dot += va * vb;
      n++;
    }
  }
  if (n < minCoRaters || normA * normB === 0) return 0;
  return (dot / Math.sqrt(normA * normB)) * (n / (n + shrinkage));
}

describe('buildItemModel', () => {
  // Five people love A and B and dislike C; C's fans dislike A and B.
  const ratings = [
    ...[1, 2, 3, 4, 5].flatMap((user) => [rate(user, 'a', 5), rate(user, 'b', 5), rate(user, 'c', 1)]),
    ...[6, 7, 8].flatMap((user) => [rate(user, 'a', 2), rate(user, 'b', 1), rate(user, 'c', 5)]),
  ];

  it('finds the coffees liked by the same people, and none liked by opposite people', () => {
    const model = buildItemModel(ratings, { shrinkage: 0 });
    expect(model.get('a')?.map((n) => n.key)).toEqual(['b']);
    expect(model.get('b')?.map((n) => n.key)).toEqual(['a']);
    expect(model.get('c')).toEqual([]);
    expect(model.get('a')?.[0]?.score).toBeCloseTo(naiveSimilarity(ratings, 'a', 'b', { shrinkage: 0 }), 12);
    const adjusted = buildItemModel(ratings, { shrinkage: 0, interest: 0 });
    expect(adjusted.get('a')?.[0]?.score).toBeCloseTo(
      naiveSimilarity(ratings, 'a', 'b', { shrinkage: 0, interest: 0 }),
      12,
    );
    expect(adjusted.get('c')).toEqual([]);
  });

  it('shrinks similarities backed by few co-raters and drops pairs below minCoRaters', () => {
    const few = [1, 2, 3].flatMap((user) => [rate(user, 'x', 5), rate(user, 'y', 5), rate(user, 'z', 2)]);
    const many = [11, 12, 13, 14, 15, 16, 17, 18].flatMap((user) => [
      rate(user, 'x', 5),
      rate(user, 'w', 5),
      rate(user, 'z', 2),
    ]);
    const model = buildItemModel([...few, ...many], { shrinkage: 10 });
    expect(model.get('x')?.map((n) => n.key)).toEqual(['w', 'y']);
    expect(buildItemModel(few, { minCoRaters: 4 }).get('x')).toEqual([]);
  });

  it('keeps the K best neighbours per coffee, best first, ties by key', () => {
    const tied = [1, 2, 3, 4].flatMap((user) =>
      ['p', 'q', 'r', 's'].map((key) => rate(user, key, 5)).concat(rate(user, 'low', 1)),
    );
    const model = buildItemModel(tied, { neighbours: 2 });
    expect(model.get('s')?.map((n) => n.key)).toEqual(['p', 'q']);
    expect(model.get('p')?.map((n) => n.key)).toEqual(['q', 'r']);
  });

  it('matches the naive computation on random data, whatever the order of the ratings', () => {
    let state = 12345;
    const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    const random: Rating[] = [];
    for (let user = 0; user < 60; user++)
      for (let coffee = 0; coffee < 25; coffee++)
        if (next() < 0.4) random.push(rate(user * 7, `c${coffee}`, 1 + Math.floor(next() * 5)));
    const model = buildItemModel(random, { neighbours: 100 });
    for (const [key, neighbours] of model)
      for (const neighbour of neighbours)
        expect(neighbour.score).toBeCloseTo(naiveSimilarity(random, key, neighbour.key), 12);
    const shuffled = [...random].sort(() => (next() < 0.5 ? -1 : 1));
    expect(buildItemModel(shuffled, { neighbours: 100 })).toEqual(model);
  });

  it("averages a person's repeated ratings of one coffee", () => {
    const repeated = [...ratings, rate(1, 'a', 1), rate(1, 'a', 5)];
    const withAverage = [
      ...ratings.filter((r) => !(r.userId === 1 && r.coffeeKey === 'a')),
      rate(1, 'a', 11 / 3),
    ];
    expect(buildItemModel(repeated)).toEqual(buildItemModel(withAverage));
  });

  it('caps the coffees per person deterministically', () => {
    const heavy = Array.from({ length: 40 }, (_, i) =>
      rate(99, `k${String(i).padStart(2, '0')}`, 1 + (i % 5)),
    );
    const others = [1, 2, 3, 4].flatMap((user) => heavy.map((r) => rate(user, r.coffeeKey, r.rating)));
    const capped = buildItemModel([...heavy, ...others], { maxItemsPerUser: 10 });
    expect(capped.size).toBe(40);
    expect(buildItemModel([...others, ...heavy], { maxItemsPerUser: 10 })).toEqual(capped);
  });

  it('answers an empty model for no ratings', () => {
    expect(buildItemModel([]).size).toBe(0);
  });
});
