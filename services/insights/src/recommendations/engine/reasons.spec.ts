import { personCoffees } from './person-coffees';
import { coldStartReason, communityReason, matchesTasteReason, peopleWhoRatedReason } from './reasons';
import { tasteProfile } from './taste-profile';
import type { CoffeeProfile } from './types';
import { personCheckIn } from '../../../test/engine-builders';

const checkIn = personCheckIn;

const profile = (overrides: Partial<CoffeeProfile>): CoffeeProfile => ({
  key: 'p',
  name: 'P',
  roaster: 'R',
  roastLevel: null,
  origin: null,
  process: null,
  brewMethod: 'Espresso',
  notes: [],
  averageRating: 4.26,
  ratingsCount: 31,
  ...overrides,
});

describe('reasons', () => {
  const taste = tasteProfile(
    personCoffees([
      checkIn({
        coffeeKey: 'a',
        rating: 5,
        notes: ['Fruity', 'Floral', 'Berry'],
        origin: 'Kenya',
        process: 'Natural',
        roastLevel: 'Light',
      }),
      checkIn({ coffeeKey: 'b', rating: 1, notes: ['Smoky'], origin: 'Brazil' }),
    ]),
  );

  it('says which of their coffees pulled it in', () => {
    expect(peopleWhoRatedReason('Kochere', 5)).toBe('People who rated Kochere 5★ loved this');
    expect(peopleWhoRatedReason('Kochere', 4.5)).toBe('People who rated Kochere 4.5★ loved this');
  });

  it('says what of the coffee matches their taste, notes first', () => {
    expect(matchesTasteReason(taste, profile({ notes: ['Smoky', 'Fruity', 'Floral', 'Berry'] }))).toBe(
      'Matches your love of Fruity and Floral notes',
    );
    expect(matchesTasteReason(taste, profile({ notes: ['Smoky'], origin: 'Kenya' }))).toBe(
      'Matches your taste for coffees from Kenya',
    );
    expect(matchesTasteReason(taste, profile({ process: 'Natural' }))).toBe(
      'Matches your taste for natural-process coffees',
    );
    expect(matchesTasteReason(taste, profile({ roastLevel: 'Light' }))).toBe(
      'Matches your taste for light roasts',
    );
    expect(matchesTasteReason(taste, profile({ origin: 'Brazil' }))).toBeNull();
  });

  it('falls back on the community', () => {
    expect(communityReason(profile({}))).toBe('Well rated by the community: 4.3★ from 31 ratings');
    expect(communityReason(profile({ averageRating: 5, ratingsCount: 1 }))).toBe(
      'Well rated by the community: 5★ from 1 rating',
    );
    expect(coldStartReason('Pour Over')).toBe('Well rated by the community for Pour Over');
    expect(coldStartReason(null)).toBe('Among the best rated coffees in the community');
  });
});
