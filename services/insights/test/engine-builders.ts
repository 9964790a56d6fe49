import type { PersonCheckIn } from '../src/recommendations/engine/types';

/** One of a person's check-ins for the engine's unit tests: plain defaults, no brew numbers. */
export function personCheckIn(overrides: Partial<PersonCheckIn> = {}): PersonCheckIn {
  return {
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
    createdAt: new Date('2025-06-10T12:00:00Z'),
    ...overrides,
  };
}
