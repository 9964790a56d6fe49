import { coldStartCoffees, coldStartMethod } from './cold-start';
import type { CoffeeProfile, PersonCheckIn } from './types';

const profile = (key: string, brewMethod: string): CoffeeProfile => ({
  key,
  name: key,
  roaster: 'R',
  roastLevel: null,
  origin: null,
  process: null,
  brewMethod,
  notes: [],
  averageRating: 4.5,
  ratingsCount: 10,
});
const cup = (coffeeKey: string, brewMethod: string) => ({ coffeeKey, brewMethod }) as PersonCheckIn;

const popular = [
  profile('e1', 'Espresso'),
  profile('p1', 'Pour Over'),
  profile('e2', 'Espresso'),
  profile('p2', 'Pour Over'),
  profile('a1', 'AeroPress'),
];

describe('cold start', () => {
  it("takes the settings' method in check-in form names, else the most logged one", () => {
    expect(coldStartMethod({ checkIns: [cup('x', 'Espresso')], preferredBrewMethod: 'V60' })).toBe(
      'Pour Over',
    );
    expect(
      coldStartMethod({
        checkIns: [cup('x', 'Espresso'), cup('y', 'AeroPress'), cup('z', 'AeroPress')],
        preferredBrewMethod: null,
      }),
    ).toBe('AeroPress');
    expect(
      coldStartMethod({ checkIns: [cup('x', 'Espresso'), cup('y', 'AeroPress')], preferredBrewMethod: null }),
    ).toBe('AeroPress');
    expect(coldStartMethod({ checkIns: [], preferredBrewMethod: null })).toBeNull();
  });

  it('lists popular coffees in their method first, then the rest, never a seen one', () => {
    const picks = coldStartCoffees(
      { checkIns: [], preferredBrewMethod: 'Chemex' },
      popular,
      new Set(['p1']),
      3,
    );
    expect(picks.map((pick) => [pick.profile.key, pick.method])).toEqual([
      ['p2', 'Pour Over'],
      ['e1', null],
      ['e2', null],
    ]);
  });

  it('uses the overall list without a method', () => {
    const picks = coldStartCoffees({ checkIns: [], preferredBrewMethod: null }, popular, new Set(), 2);
    expect(picks.map((pick) => [pick.profile.key, pick.method])).toEqual([
      ['e1', null],
      ['p1', null],
    ]);
  });
});
