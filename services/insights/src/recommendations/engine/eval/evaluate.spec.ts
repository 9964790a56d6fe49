import { generateCommunity } from './community';
import { LIKED_RATING, evaluate, poolReports } from './evaluate';

// The world of `npm run eval:recs` (500 coffees, 8 clusters, 40 check-ins a person, its first seed)
// with fewer people: fast enough for every test run, big enough to tell a recommender from popularity.
const community = generateCommunity({ users: 800, coffees: 500, clusters: 8, checkInsPerUser: 40, seed: 42 });

describe('evaluate (leave one liked coffee out)', () => {
  // How fast it runs is measured by `npm run eval:recs`, not here: a shared CI core makes timings noise.
  const report = evaluate(community, { k: 10 });

  it('finds at least twice as many hidden coffees as the stronger popularity baseline', () => {
    expect(report.hitRateRatio).toBeGreaterThanOrEqual(2);
    expect(report.recommender.hitRate).toBeGreaterThanOrEqual(2 * report.baselines.mostRated.hitRate);
    expect(report.recommender.hitRate).toBeGreaterThanOrEqual(2 * report.baselines.bestRated.hitRate);
    expect(report.recommender.ndcg).toBeGreaterThan(report.baselines.mostRated.ndcg);
  });

  it('stays below the ceiling of the generator’s own truth, within reason', () => {
    expect(report.oracle.hitRate).toBeGreaterThanOrEqual(report.recommender.hitRate * 0.95);
  });

  it('hides one coffee for everyone who liked one and keeps the figures consistent', () => {
    const eligible = community.users.filter((user) =>
      user.ratings.some((rating) => rating >= LIKED_RATING),
    ).length;
    expect(report.people).toBe(eligible);
    for (const figures of [
      report.recommender,
      report.baselines.mostRated,
      report.baselines.bestRated,
      report.oracle,
    ]) {
      expect(figures.hitRate).toBeCloseTo(figures.hits / report.people, 12);
      expect(figures.ndcg).toBeLessThanOrEqual(figures.hitRate);
    }
    expect(report.training.coffees).toBeLessThanOrEqual(500);
  });

  it('is deterministic and times itself', () => {
    const tiny = generateCommunity({ users: 120, coffees: 60, clusters: 3, checkInsPerUser: 12, seed: 5 });
    const { timings: _first, ...first } = evaluate(tiny);
    const { timings: _second, ...second } = evaluate(tiny);
    expect(second).toEqual(first);
    expect(report.timings.modelBuildMs).toBeGreaterThan(0);
    expect(report.timings.recommendP99Ms).toBeGreaterThanOrEqual(report.timings.recommendP50Ms);
  });

  it('pools reports by summing over people', () => {
    const pooled = poolReports([report, report]);
    expect(pooled.people).toBe(2 * report.people);
    expect(pooled.recommender.hitRate).toBeCloseTo(report.recommender.hitRate, 12);
    expect(pooled.recommender.ndcg).toBeCloseTo(report.recommender.ndcg, 12);
    expect(pooled.hitRateRatio).toBeCloseTo(report.hitRateRatio, 12);
  });
});
