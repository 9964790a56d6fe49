import type { Actor } from '@crema/contracts/common/rpc';
import { PROFILE_NOT_VISIBLE } from '@crema/contracts/common/profile';
import type { GraphqlResponse } from '@crema/contracts/graphql/request';
import type { UserProfile } from '@crema/contracts/identity/user';
import type { RecommendationTaste } from '@crema/contracts/insights/recommendations';
import { createLogger } from '@crema/observability';
import { createMigratedTestDatabase, type MigratedTestDatabase } from '@crema/testing';
import { BadgesRepository } from '../src/badges/badges.repository';
import { BadgesService } from '../src/badges/badges.service';
import { createInsightsDataSource } from '../src/database/insights-data-source';
import { InsightsSubgraph } from '../src/graphql/insights.subgraph';
import { PeopleRepository } from '../src/people/people.repository';
import { ModelCache } from '../src/recommendations/model-cache';
import { ModelRepository } from '../src/recommendations/model.repository';
import { RecommendationsRepository } from '../src/recommendations/recommendations.repository';
import { RecommendationsService } from '../src/recommendations/recommendations.service';
import type { TasteReader } from '../src/recommendations/taste.reader';
import { StatsRepository } from '../src/stats/stats.repository';
import { StatsService } from '../src/stats/stats.service';

const TASTE: RecommendationTaste = {
  defaultBrewMethod: 'V60',
  coffeeStrengthPreference: 'medium',
  measurementUnit: 'metric',
};

let database: MigratedTestDatabase;
let people: PeopleRepository;
let badgesRepository: BadgesRepository;
let subgraph: InsightsSubgraph;
/** Stands in for identity: the settings the subgraph reads for each recommendation request. */
const tasteOf = jest.fn((_actor: Actor) => Promise.resolve(TASTE));

beforeAll(async () => {
  database = await createMigratedTestDatabase(createInsightsDataSource, 4);
  const dataSource = database.dataSource;
  people = new PeopleRepository(dataSource);
  badgesRepository = new BadgesRepository(dataSource);
  const model = new ModelRepository(dataSource);
  subgraph = new InsightsSubgraph(
    new BadgesService(badgesRepository, people),
    new StatsService(new StatsRepository(dataSource), badgesRepository),
    new RecommendationsService(new RecommendationsRepository(dataSource), model, new ModelCache(model)),
    { of: tasteOf } as Pick<TasteReader, 'of'> as TasteReader,
    createLogger('insights-test', 'silent'),
  );
});

afterAll(() => database?.drop());

let nextUserId = 5000;

/** A person insights knows, with the first `earned` badges of the catalogue awarded. */
async function person(profileVisibility: UserProfile['profileVisibility'] = 'public', earned = 0) {
  const id = nextUserId++;
  await database.dataSource.transaction(async (manager) => {
    await people.upsert(
      manager,
      { id, username: `p${id}`, avatarUrl: null, bio: null, profileVisibility, shareCheckIns: true },
      new Date(),
    );
    const catalogue = await badgesRepository.allBadges();
    await badgesRepository.award(
      manager,
      id,
      catalogue.slice(0, earned).map((badge) => badge.id),
    );
  });
  return { id, actor: { userId: id, isAdmin: false } satisfies Actor };
}

function graphql(
  viewer: Actor | null,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphqlResponse> {
  return subgraph.execute({ query, variables }, viewer);
}

const codesOf = (response: GraphqlResponse) => response.errors?.map((error) => error.extensions?.code);

const USERS = /* GraphQL */ `
  query ($representations: [_Any!]!) {
    _entities(representations: $representations) {
      ... on User {
        id
        badges {
          id
          name
          category
          requirement
          earned
          earnedAt
          progress {
            current
            needed
          }
        }
      }
    }
  }
`;

const representations = (...ids: number[]) => ids.map((id) => ({ __typename: 'User', id: String(id) }));

describe('the insights subgraph', () => {
  it('answers the earned badges of several users in one round of queries', async () => {
    const [one, two, none] = [await person('public', 2), await person('public', 1), await person()];
    const earnedByUsers = jest.spyOn(badgesRepository, 'earnedByUsers');

    const response = await graphql(null, USERS, {
      representations: representations(one.id, two.id, none.id),
    });

    expect(earnedByUsers).toHaveBeenCalledTimes(1);
    earnedByUsers.mockRestore();
    expect(response.errors).toBeUndefined();
    const users = response.data?._entities as {
      id: string;
      badges: { earned: boolean; category: string }[];
    }[];
    expect(users.map((user) => [user.id, user.badges.length])).toEqual([
      [String(one.id), 2],
      [String(two.id), 1],
      [String(none.id), 0],
    ]);
    expect(users[0]!.badges.every((badge) => badge.earned)).toBe(true);
    expect(users[0]!.badges[0]!.category).toMatch(/^[A-Z]+$/);
  });

  it('refuses the badges of a profile the viewer may not see (FORBIDDEN), and of nobody (NOT_FOUND)', async () => {
    const hidden = await person('private', 1);
    const other = await person();
    const response = await graphql(other.actor, USERS, {
      representations: representations(hidden.id, 999_999),
    });
    expect(response.errors).toMatchObject([
      {
        message: PROFILE_NOT_VISIBLE,
        extensions: { code: 'FORBIDDEN', status: 403 },
        path: ['_entities', 0, 'badges'],
      },
      { extensions: { code: 'NOT_FOUND' }, path: ['_entities', 1, 'badges'] },
    ]);
    expect(response.data?._entities).toEqual([
      { id: String(hidden.id), badges: null },
      { id: '999999', badges: null },
    ]);
    const own = await graphql(hidden.actor, USERS, { representations: representations(hidden.id) });
    expect(own.errors).toBeUndefined();
  });

  it('shows stats to the viewer themself only', async () => {
    const me = await person('public', 3);
    const other = await person();
    const STATS = /* GraphQL */ `
      query ($representations: [_Any!]!) {
        _entities(representations: $representations) {
          ... on User {
            stats {
              totalCheckIns
              badgesCount
              monthlyActivity {
                month
                count
              }
            }
          }
        }
      }
    `;
    const own = await graphql(me.actor, STATS, { representations: representations(me.id) });
    expect(own.data?._entities).toEqual([
      { stats: expect.objectContaining({ totalCheckIns: 0, badgesCount: 3 }) as unknown },
    ]);
    for (const viewer of [other.actor, null]) {
      const theirs = await graphql(viewer, STATS, { representations: representations(me.id) });
      expect(theirs).toEqual({ data: { _entities: [{ stats: null }] } });
    }
  });

  it('lists the catalogue with the viewer’s progress and resolves Badge references with it', async () => {
    const me = await person('public', 1);
    const catalogue = await graphql(me.actor, '{ badges { id earned progress { current needed } } }');
    const badges = catalogue.data?.badges as { id: string; earned: boolean }[];
    expect(badges.length).toBeGreaterThan(30);
    expect(badges.filter((badge) => badge.earned)).toHaveLength(1);

    const BADGES = /* GraphQL */ `
      query ($representations: [_Any!]!) {
        _entities(representations: $representations) {
          ... on Badge {
            id
            name
            earned
          }
        }
      }
    `;
    const refs = [badges[0]!.id, badges[1]!.id, '424242'].map((id) => ({ __typename: 'Badge', id }));
    const resolved = await graphql(me.actor, BADGES, { representations: refs });
    expect(resolved.data?._entities).toEqual([
      { id: badges[0]!.id, name: expect.any(String) as unknown, earned: true },
      { id: badges[1]!.id, name: expect.any(String) as unknown, earned: false },
      null,
    ]);
  });

  it('answers recommendations shaped by the viewer’s settings', async () => {
    const me = await person();
    tasteOf.mockClear();
    const response = await graphql(
      me.actor,
      '{ recommendations(refresh: true) { coffees { name } brewingTips { topic } insights { ratingTrend { month } } generatedAt } }',
    );
    expect(response.errors).toBeUndefined();
    expect(tasteOf).toHaveBeenCalledWith(me.actor);
    expect(response.data?.recommendations).toMatchObject({
      brewingTips: [],
      insights: { ratingTrend: expect.any(Array) as unknown },
    });
  });

  it('refuses guests the catalogue and recommendations (UNAUTHENTICATED), and a null refresh (BAD_USER_INPUT)', async () => {
    expect(codesOf(await graphql(null, '{ badges { id } }'))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await graphql(null, '{ recommendations { generatedAt } }'))).toEqual(['UNAUTHENTICATED']);
    const me = await person();
    expect(codesOf(await graphql(me.actor, '{ recommendations(refresh: null) { generatedAt } }'))).toEqual([
      'BAD_USER_INPUT',
    ]);
  });
});
