import { coffeeProfiles, popularCoffees, type CommunityCheckIn } from './coffee-profiles';
import type { CoffeeProfile } from './types';

const checkIn = (overrides: Partial<CommunityCheckIn>): CommunityCheckIn => ({
  coffeeKey: 'sm\nkochere',
  coffeeName: 'Kochere',
  roaster: 'Square Mile',
  rating: 4,
  brewMethod: 'Pour Over',
  roastLevel: 'Light',
  origin: 'Ethiopia',
  process: 'Washed',
  notes: [],
  ...overrides,
});

describe('coffeeProfiles', () => {
  it('takes the most common value of each attribute and the average rating', () => {
    const profiles = coffeeProfiles([
      checkIn({ rating: 5, notes: ['Floral', 'Citrus'], brewMethod: 'AeroPress' }),
      checkIn({ rating: 4, notes: ['Floral', 'Berry'], roastLevel: null, coffeeName: 'kochere' }),
      checkIn({ rating: 3, notes: ['Fruity', 'Citrus', 'Floral', 'Berry', 'Sweet'], process: 'Natural' }),
      checkIn({
        coffeeKey: 'b\nother',
        coffeeName: 'Other',
        roaster: 'B',
        rating: 2,
        origin: null,
        process: null,
        roastLevel: null,
      }),
    ]);
    expect([...profiles.keys()]).toEqual(['b\nother', 'sm\nkochere']);
    expect(profiles.get('sm\nkochere')).toEqual({
      key: 'sm\nkochere',
      name: 'Kochere',
      roaster: 'Square Mile',
      roastLevel: 'Light',
      origin: 'Ethiopia',
      process: 'Washed',
      brewMethod: 'Pour Over',
      // Floral 3, Berry 2, Citrus 2, then Fruity and Sweet tie: code-unit order.
      notes: ['Floral', 'Berry', 'Citrus', 'Fruity'],
      averageRating: 4,
      ratingsCount: 3,
    });
    expect(profiles.get('b\nother')).toMatchObject({
      roastLevel: null,
      origin: null,
      process: null,
      notes: [],
    });
  });
});

describe('popularCoffees', () => {
  const profile = (key: string, averageRating: number, ratingsCount: number) =>
    ({ key, averageRating, ratingsCount }) as CoffeeProfile;

  it('ranks by the rating shrunk towards the community mean, leaving out the barely rated', () => {
    const ranked = popularCoffees([
      profile('few-perfect', 5, 3),
      profile('many-good', 4.6, 80),
      profile('many-poor', 3, 100),
      profile('two', 5, 2),
      profile('tie-b', 4, 10),
      profile('tie-a', 4, 10),
    ]);
    expect(ranked.map((p) => p.key)).toEqual(['many-good', 'few-perfect', 'tie-a', 'tie-b', 'many-poor']);
    expect(
      popularCoffees([profile('a', 4, 10), profile('b', 5, 10)], { limit: 1 }).map((p) => p.key),
    ).toEqual(['b']);
  });
});
