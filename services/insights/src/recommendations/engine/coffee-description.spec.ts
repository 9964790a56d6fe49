import { describeCoffee } from './coffee-description';
import type { CoffeeProfile } from './types';

const profile = (overrides: Partial<CoffeeProfile>): CoffeeProfile => ({
  key: 'k',
  name: 'Kochere',
  roaster: 'Square Mile',
  roastLevel: null,
  origin: null,
  process: null,
  brewMethod: 'Pour Over',
  notes: [],
  averageRating: 4.2,
  ratingsCount: 12,
  ...overrides,
});

describe('describeCoffee', () => {
  it('says roast, process, origin and notes when known', () => {
    expect(
      describeCoffee(
        profile({
          roastLevel: 'Light',
          process: 'Natural',
          origin: 'Ethiopia',
          notes: ['Fruity', 'Floral', 'Berry'],
        }),
      ),
    ).toBe('A light roast, natural-process coffee from Ethiopia with Fruity, Floral and Berry notes.');
  });

  it('leaves out what is unknown and picks the article', () => {
    expect(describeCoffee(profile({ process: 'Anaerobic' }))).toBe('An anaerobic-process coffee.');
    expect(describeCoffee(profile({ origin: 'Kenya', process: 'Other' }))).toBe('A coffee from Kenya.');
    expect(describeCoffee(profile({ notes: ['Chocolatey'] }))).toBe('A coffee with Chocolatey notes.');
    expect(describeCoffee(profile({}))).toBe('A coffee roasted by Square Mile.');
  });
});
