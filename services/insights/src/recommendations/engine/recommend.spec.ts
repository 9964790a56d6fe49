import { recommendedCoffeeSchema } from '@crema/contracts/insights/recommendations';
import { recommendCoffees, type RecommendInput } from './recommend';
import type { CoffeeProfile, Neighbour, PersonCheckIn } from './types';
import { personCheckIn } from '../../../test/engine-builders';

const checkIn = personCheckIn;

const profile = (key: string, overrides: Partial<CoffeeProfile> = {}): CoffeeProfile => ({
  key,
  name: key.toUpperCase(),
  roaster: 'Roaster',
  roastLevel: 'Medium',
  origin: 'Brazil',
  process: 'Washed',
  brewMethod: 'Drip',
  notes: ['Nutty'],
  averageRating: 4,
  ratingsCount: 20,
  ...overrides,
});

function input(
  checkIns: PersonCheckIn[],
  neighbours: Record<string, Neighbour[]>,
  catalogue: CoffeeProfile[],
  overrides: Partial<RecommendInput> = {},
): RecommendInput {
  return {
    person: { checkIns, preferredBrewMethod: null },
    neighboursOf: (key) => neighbours[key] ?? [],
    profiles: new Map(catalogue.map((p) => [p.key, p])),
    popular: [],
    ...overrides,
  };
}

// Three coffees of their own: loved Kochere, liked Huila, disliked Dark.
const mine = [
  checkIn({
    coffeeKey: 'kochere',
    coffeeName: 'Kochere',
    rating: 5,
    brewMethod: 'AeroPress',
    notes: ['Fruity', 'Floral'],
  }),
  checkIn({ coffeeKey: 'huila', coffeeName: 'Huila', rating: 4, notes: ['Caramel'] }),
  checkIn({ coffeeKey: 'dark', coffeeName: 'Dark', rating: 1, brewMethod: 'Espresso', notes: ['Smoky'] }),
];

describe('recommendCoffees', () => {
  it('ranks the neighbours of loved coffees first and says which coffee pulled them in', () => {
    const catalogue = ['kochere', 'huila', 'dark', 'a', 'b', 'c', 'd'].map((key) => profile(key));
    const result = recommendCoffees(
      input(
        mine,
        {
          kochere: [
            { key: 'a', score: 0.6 },
            { key: 'huila', score: 0.5 },
          ],
          huila: [{ key: 'b', score: 0.4 }],
          dark: [{ key: 'c', score: 0.9 }],
        },
        catalogue,
      ),
    );
    const names = result.map((coffee) => coffee.name);
    // Never one they checked in; the disliked coffee's neighbour comes last.
    expect(names).toEqual(['A', 'B', 'D', 'C']);
    expect(result[0]!.reason).toBe('People who rated Kochere 5★ loved this');
    expect(result[1]!.reason).toBe('People who rated Huila 4★ loved this');
    for (const coffee of result) expect(recommendedCoffeeSchema.parse(coffee)).toEqual(coffee);
  });

  it('suggests the method the person rates best for similar coffees', () => {
    const [a] = recommendCoffees(
      input(mine, { kochere: [{ key: 'a', score: 0.6 }] }, [
        profile('a', { brewMethod: 'Drip' }),
        profile('z'),
      ]),
    );
    // Kochere lists A as a neighbour and they brewed it with an AeroPress at 5★.
    expect(a).toMatchObject({ name: 'A', brewMethodSuggestion: 'AeroPress' });
    const [z] = recommendCoffees(
      input(mine, {}, [profile('z', { roastLevel: 'Dark', brewMethod: 'Siphon' })]),
    );
    expect(z?.brewMethodSuggestion).toBe('Siphon');
  });

  it('falls back on content similarity when the model knows nothing', () => {
    const result = recommendCoffees(
      input(mine, {}, [
        profile('smoky', { notes: ['Smoky'] }),
        profile('fruity', { notes: ['Fruity', 'Floral', 'Nutty'] }),
        profile('plain', { notes: ['Nutty'] }),
      ]),
    );
    expect(result.map((coffee) => coffee.name)).toEqual(['FRUITY', 'PLAIN', 'SMOKY']);
    expect(result[0]!.reason).toBe('Matches your love of Fruity and Floral notes');
    expect(result[1]!.reason).toBe('Well rated by the community: 4★ from 20 ratings');
  });

  it('describes the coffee and rounds its rating', () => {
    const [coffee] = recommendCoffees(
      input(mine, {}, [
        profile('x', {
          name: 'Nyeri AA',
          roaster: 'Kiss the Hippo',
          roastLevel: 'Light',
          origin: 'Kenya',
          process: 'Washed',
          notes: ['Berry', 'Citrus'],
          averageRating: 4.46,
          ratingsCount: 12,
        }),
      ]),
    );
    expect(coffee).toEqual({
      name: 'Nyeri AA',
      roaster: 'Kiss the Hippo',
      description: 'A light roast, washed-process coffee from Kenya with Berry and Citrus notes.',
      expectedNotes: ['Berry', 'Citrus'],
      roastLevel: 'Light',
      brewMethodSuggestion: 'Drip',
      reason: 'Well rated by the community: 4.5★ from 12 ratings',
      averageRating: 4.5,
      ratingsCount: 12,
    });
  });

  it('answers at most `limit`, equal scores by key', () => {
    const catalogue = ['e', 'b', 'd', 'a', 'c'].map((key) => profile(key));
    expect(recommendCoffees(input(mine, {}, catalogue, { limit: 3 })).map((c) => c.name)).toEqual([
      'A',
      'B',
      'C',
    ]);
    expect(recommendCoffees(input(mine, {}, catalogue, { limit: 0 }))).toEqual([]);
  });

  it('recommends from the popular list too', () => {
    const result = recommendCoffees(input(mine, {}, [], { popular: [profile('p'), profile('kochere')] }));
    expect(result.map((c) => c.name)).toEqual(['P']);
  });

  describe('cold start', () => {
    const popular = [
      profile('e1', { brewMethod: 'Espresso' }),
      profile('p1', { brewMethod: 'Pour Over' }),
      profile('p2', { brewMethod: 'Pour Over' }),
    ];

    it('offers well-rated coffees in their preferred method to a newcomer', () => {
      const result = recommendCoffees(
        input([], {}, popular, { popular, person: { checkIns: [], preferredBrewMethod: 'V60' } }),
      );
      expect(result.map((c) => [c.name, c.reason, c.brewMethodSuggestion])).toEqual([
        ['P1', 'Well rated by the community for Pour Over', 'Pour Over'],
        ['P2', 'Well rated by the community for Pour Over', 'Pour Over'],
        ['E1', 'Among the best rated coffees in the community', 'Espresso'],
      ]);
    });

    it('still never repeats a coffee of a person with few check-ins', () => {
      const few = [checkIn({ coffeeKey: 'p1', brewMethod: 'Pour Over' })];
      const result = recommendCoffees(input(few, {}, popular, { popular }));
      expect(result.map((c) => c.name)).toEqual(['P2', 'E1']);
    });
  });
});
