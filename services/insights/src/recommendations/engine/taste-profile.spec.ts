import { personCoffees } from './person-coffees';
import { contentScore, likes, lovedNotes, originKey, tasteProfile } from './taste-profile';
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
  averageRating: 4,
  ratingsCount: 10,
  ...overrides,
});

// Loves light fruity Ethiopians, dislikes dark smoky ones.
const taste = tasteProfile(
  personCoffees([
    checkIn({
      coffeeKey: 'a',
      rating: 5,
      roastLevel: 'Light',
      origin: 'Ethiopia',
      process: 'Natural',
      notes: ['Fruity', 'Floral'],
    }),
    checkIn({
      coffeeKey: 'b',
      rating: 5,
      roastLevel: 'Light',
      origin: 'ethiopia ',
      process: 'Washed',
      notes: ['Fruity', 'Citrus'],
    }),
    checkIn({
      coffeeKey: 'c',
      rating: 1,
      roastLevel: 'Dark',
      origin: 'Sumatra',
      process: 'Wet-Hulled',
      notes: ['Smoky', 'Earthy'],
    }),
  ]),
);

describe('taste profile', () => {
  it('weighs what the person rated above and below their neutral rating', () => {
    // Neutral = (3 + 11/3) / 2 = 3.33: Fruity appears twice at 5 → 2 × 1.67 / 3.
    expect(taste.notes.get('Fruity')).toBeCloseTo((2 * (5 - 10 / 3)) / 3, 10);
    expect(taste.origin.get('ethiopia')).toBeGreaterThan(0);
    expect(taste.notes.get('Smoky')).toBeLessThan(0);
  });

  it('scores a coffee like the loved ones above an unknown one above a disliked one, within [-1, 1]', () => {
    const loved = contentScore(
      taste,
      profile({ roastLevel: 'Light', origin: 'Ethiopia', notes: ['Fruity', 'Floral'] }),
    );
    const unknown = contentScore(taste, profile({ roastLevel: 'Medium', origin: 'Peru', notes: ['Nutty'] }));
    const disliked = contentScore(
      taste,
      profile({ roastLevel: 'Dark', origin: 'Sumatra', notes: ['Smoky'] }),
    );
    expect(loved).toBeGreaterThan(unknown);
    expect(unknown).toBeGreaterThan(disliked);
    expect(unknown).toBe(0);
    for (const score of [loved, disliked]) expect(Math.abs(score)).toBeLessThanOrEqual(1);
  });

  it('names loved notes, most loved first, and liked values', () => {
    expect(lovedNotes(taste, ['Smoky', 'Floral', 'Fruity', 'Nutty'])).toEqual(['Fruity', 'Floral']);
    expect(likes(taste, 'origin', ' ETHIOPIA')).toBe(true);
    expect(likes(taste, 'roast', 'Dark')).toBe(false);
    expect(likes(taste, 'process', null)).toBe(false);
    expect(originKey('  Costa   Rica ')).toBe('costa rica');
    expect(originKey('Costa\tRica')).toBe('costa rica');
    expect(originKey('Kenya')).toBe('kenya');
  });
});
