import { coffeeKey } from '@crema/contracts/coffee/coffee-key';
import type { Actor } from '@crema/contracts/common/rpc';
import type { UserProfile } from '@crema/contracts/identity/user';
import type { RecommendationTaste, Recommendations } from '@crema/contracts/insights/recommendations';
import { createLogger } from '@crema/observability';
import { createMigratedTestDatabase, type MigratedTestDatabase } from '@crema/testing';
import type { EntityManager } from 'typeorm';
import { BadgesRepository } from '../src/badges/badges.repository';
import { createInsightsDataSource } from '../src/database/insights-data-source';
import { toCheckInFact } from '../src/facts/check-in-fact';
import { CheckInFactsRepository } from '../src/facts/check-in-facts.repository';
import { PeopleRepository } from '../src/people/people.repository';
import { ModelBuilder } from '../src/recommendations/model-builder';
import { ModelCache } from '../src/recommendations/model-cache';
import { ModelRepository } from '../src/recommendations/model.repository';
import { RecommendationsRepository } from '../src/recommendations/recommendations.repository';
import { RecommendationsService } from '../src/recommendations/recommendations.service';
import { StatsRepository } from '../src/stats/stats.repository';
import { checkIn, userProfile } from './event-states';

const TASTE: RecommendationTaste = {
  defaultBrewMethod: 'V60',
  coffeeStrengthPreference: 'medium',
  measurementUnit: 'metric',
};

let database: MigratedTestDatabase;
let people: PeopleRepository;
let facts: CheckInFactsRepository;
let model: ModelRepository;
let builder: ModelBuilder;
let recommendations: RecommendationsRepository;

beforeAll(async () => {
  database = await createMigratedTestDatabase(createInsightsDataSource, 4);
  const dataSource = database.dataSource;
  people = new PeopleRepository(dataSource);
  facts = new CheckInFactsRepository(people);
  model = new ModelRepository(dataSource);
  builder = new ModelBuilder(model, createLogger('insights-test', 'silent'));
  recommendations = new RecommendationsRepository(dataSource);
});

afterAll(() => database?.drop());

const tx = (work: (manager: EntityManager) => Promise<unknown>) => database.dataSource.transaction(work);

/** The service as one process runs it, with its own copy of the model's catalogue. */
const replica = () => new RecommendationsService(recommendations, model, new ModelCache(model));

let nextUserId = 7000;

async function person(profileVisibility: UserProfile['profileVisibility'] = 'public'): Promise<number> {
  const id = nextUserId++;
  await tx((manager) => people.upsert(manager, userProfile(id, profileVisibility), new Date(0)));
  return id;
}

const actor = (userId: number): Actor => ({ userId, isAdmin: false });
const names = (answer: Recommendations) => answer.coffees.map((coffee) => coffee.name);

describe('cached recommendations', () => {
  it('are not served once the model is rebuilt: a person gone private leaves the others’ recommendations', async () => {
    const sharer = await person();
    // Three ratings make a coffee well rated enough for cold start, which a person without check-ins gets.
    for (const minute of [0, 90, 180])
      await tx((manager) =>
        facts.record(manager, toCheckInFact(checkIn(sharer, minute, { coffeeName: 'Open Secret' }))),
      );
    await builder.rebuild();
    const viewer = actor(await person());
    const first = replica();
    const before = await first.for(viewer, TASTE, false);
    expect(names(before)).toContain('Open Secret');
    // Nothing changed: the cached answer is served.
    expect(await first.for(viewer, TASTE, false)).toEqual(before);

    await tx((manager) => people.upsert(manager, userProfile(sharer, 'private'), new Date(1)));
    await builder.rebuild();
    // This process still holds the former catalogue for a few seconds; what it computes from it is
    // not kept as the new model's answer.
    await first.for(viewer, TASTE, false);
    expect(names(await replica().for(viewer, TASTE, false))).not.toContain('Open Secret');
  });

  it('are not served in a later month: the rating trend ends with the month it was computed in', async () => {
    const viewer = actor(await person());
    jest.useFakeTimers({
      now: new Date('2026-10-31T23:59:00Z'),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      const service = replica();
      const october = await service.for(viewer, TASTE, false);
      expect(october.insights.ratingTrend.at(-1)?.month).toBe('2026-10');
      jest.setSystemTime(new Date('2026-10-31T23:59:30Z'));
      expect(await service.for(viewer, TASTE, false)).toEqual(october);
      jest.setSystemTime(new Date('2026-11-01T00:00:30Z'));
      const november = await service.for(viewer, TASTE, false);
      expect(november.insights.ratingTrend.at(-1)?.month).toBe('2026-11');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the public model', () => {
  it('leaves out check-ins hidden by moderation; their author’s stats and badges still count them', async () => {
    const author = await person();
    const record = (minute: number, coffeeName: string, hidden: boolean) =>
      tx((manager) => facts.record(manager, toCheckInFact(checkIn(author, minute, { coffeeName, hidden }))));
    // Hours apart, so anti-farming counts every one toward badges.
    for (const [index, [coffeeName, hidden]] of (
      [
        ['Shown Roast', false],
        ['Shown Roast', false],
        ['Shown Roast', true],
        ['Flagged Roast', true],
      ] as const
    ).entries())
      await record(index * 90, coffeeName, hidden);

    const profiles = await model.communityProfiles();
    expect(profiles.find((profile) => profile.name === 'Shown Roast')?.ratingsCount).toBe(2);
    expect(profiles.map((profile) => profile.name)).not.toContain('Flagged Roast');
    expect((await model.communityRatings()).map((rating) => rating.coffeeKey)).not.toContain(
      coffeeKey('Flagged Roast', 'Roaster'),
    );

    const stats = await new StatsRepository(database.dataSource).factsOf(
      author,
      new Date(Date.UTC(2026, 0, 1)),
    );
    expect(stats).toMatchObject({ totalCheckIns: 4, uniqueCoffees: 2 });
    expect((await new BadgesRepository(database.dataSource).progress(author)).check_ins).toBe(4);
  });
});
