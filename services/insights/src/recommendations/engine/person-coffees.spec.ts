import { neutralRating, personCoffees } from './person-coffees';
import type { PersonCheckIn } from './types';

const checkIn = (overrides: Partial<PersonCheckIn>): PersonCheckIn => ({
  coffeeKey: 'k',
  coffeeName: 'Kochere',
  roaster: 'Square Mile',
  rating: 4,
  brewMethod: 'Pour Over',
  roastLevel: null,
  origin: null,
  process: null,
  notes: [],
  dose: null,
  water: null,
  waterTemp: null,
  grindSizeNumeric: null,
  createdAt: new Date('2025-01-01T00:00:00Z'),
  ...overrides,
});

describe('personCoffees', () => {
  it('averages repeated check-ins of a coffee and keeps the latest, in key order', () => {
    const coffees = personCoffees([
      checkIn({ coffeeKey: 'b', rating: 2 }),
      checkIn({ coffeeKey: 'a', rating: 5, coffeeName: 'Old name', createdAt: new Date('2025-01-01Z') }),
      checkIn({ coffeeKey: 'a', rating: 4, coffeeName: 'New name', createdAt: new Date('2025-02-01Z') }),
    ]);
    expect(coffees.map((c) => [c.key, c.rating, c.checkIns, c.latest.coffeeName])).toEqual([
      ['a', 4.5, 2, 'New name'],
      ['b', 2, 1, 'Kochere'],
    ]);
  });

  it('puts neutral halfway between 3★ and the person average', () => {
    expect(neutralRating([])).toBe(3);
    expect(neutralRating(personCoffees([checkIn({ rating: 5 })]))).toBe(4);
  });
});
