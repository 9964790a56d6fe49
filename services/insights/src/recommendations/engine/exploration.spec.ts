import { explorationSuggestionSchema } from '@crema/contracts/insights/recommendations';
import { explorationSuggestion } from './exploration';
import type { CoffeeProfile, Neighbour, PersonCheckIn } from './types';
import { personCheckIn } from '../../../test/engine-builders';

const checkIn = (overrides: Partial<PersonCheckIn>): PersonCheckIn =>
  personCheckIn({
    rating: 5,
    roastLevel: 'Light',
    origin: 'Ethiopia',
    process: 'Washed',
    notes: ['Floral'],
    ...overrides,
  });

const profile = (key: string, overrides: Partial<CoffeeProfile> = {}): CoffeeProfile => ({
  key,
  name: key,
  roaster: 'Roaster',
  roastLevel: 'Light',
  origin: 'Ethiopia',
  process: 'Washed',
  brewMethod: 'Pour Over',
  notes: ['Floral'],
  averageRating: 4.5,
  ratingsCount: 20,
  ...overrides,
});

function suggest(
  checkIns: PersonCheckIn[],
  neighbours: Record<string, Neighbour[]>,
  profiles: CoffeeProfile[],
  preferred: string | null = null,
) {
  return explorationSuggestion({
    person: { checkIns, preferredBrewMethod: preferred },
    neighboursOf: (key) => neighbours[key] ?? [],
    profiles: new Map(profiles.map((p) => [p.key, p])),
  });
}

describe('explorationSuggestion', () => {
  const mine = [checkIn({ coffeeKey: 'liked', rating: 5 }), checkIn({ coffeeKey: 'meh', rating: 2 })];

  it('suggests an untried origin that the neighbours of liked coffees share and rate well', () => {
    const result = suggest(
      mine,
      {
        liked: [
          { key: 'kenya-1', score: 0.5 },
          { key: 'kenya-2', score: 0.4 },
          { key: 'ethiopia-3', score: 0.3 },
        ],
        // Neighbours of a coffee they did not like are no evidence.
        meh: [
          { key: 'brazil-1', score: 0.9 },
          { key: 'brazil-2', score: 0.9 },
        ],
      },
      [
        profile('kenya-1', { origin: 'Kenya', averageRating: 4.6 }),
        profile('kenya-2', { origin: ' kenya', averageRating: 4.2 }),
        profile('ethiopia-3'),
        profile('brazil-1', { origin: 'Brazil' }),
        profile('brazil-2', { origin: 'Brazil' }),
      ],
    );
    expect(result).toEqual({
      kind: 'origin',
      value: 'Kenya',
      reason:
        "People who like what you like rate coffees from Kenya highly (4.4★ across 2 coffees); you haven't tried one yet",
    });
    expect(explorationSuggestionSchema.parse(result)).toEqual(result);
  });

  it('suggests a process or a method, never one already tried, preferred or "Other"', () => {
    const neighbours = {
      liked: [
        { key: 'a', score: 0.5 },
        { key: 'b', score: 0.5 },
      ],
    };
    const natural = [
      profile('a', { process: 'Natural', brewMethod: 'AeroPress' }),
      profile('b', { process: 'Natural', brewMethod: 'AeroPress' }),
    ];
    expect(suggest(mine, neighbours, natural)?.value).toBe('Natural');
    const triedNatural = [...mine, checkIn({ coffeeKey: 'x', process: 'Natural', rating: 3 })];
    expect(suggest(triedNatural, neighbours, natural)).toMatchObject({ kind: 'method', value: 'AeroPress' });
    expect(suggest(triedNatural, neighbours, natural, 'AeroPress')).toBeNull();
    const other = natural.map((p) => ({ ...p, process: 'Other', brewMethod: 'Other' }));
    expect(suggest(mine, neighbours, other)).toBeNull();
  });

  it('needs two well-rated coffees behind a suggestion, and liked coffees to start from', () => {
    const one = { liked: [{ key: 'a', score: 0.9 }] };
    expect(suggest(mine, one, [profile('a', { origin: 'Kenya' })])).toBeNull();
    const poorly = {
      liked: [
        { key: 'a', score: 0.9 },
        { key: 'b', score: 0.9 },
      ],
    };
    const poor = [
      profile('a', { origin: 'Kenya', averageRating: 3.5 }),
      profile('b', { origin: 'Kenya', averageRating: 3.9 }),
    ];
    expect(suggest(mine, poorly, poor)).toBeNull();
    expect(
      suggest(
        [checkIn({ coffeeKey: 'liked', rating: 3 })],
        poorly,
        poor.map((p) => ({ ...p, averageRating: 5 })),
      ),
    ).toBeNull();
    expect(suggest([], {}, [])).toBeNull();
  });

  it('skips neighbours they already checked in', () => {
    const neighbours = {
      liked: [
        { key: 'a', score: 0.9 },
        { key: 'b', score: 0.9 },
      ],
    };
    const checkIns = [...mine, checkIn({ coffeeKey: 'a', origin: null, process: null, rating: 4 })];
    expect(
      suggest(checkIns, neighbours, [profile('a', { origin: 'Kenya' }), profile('b', { origin: 'Kenya' })]),
    ).toBeNull();
  });
});
