import {
  BREW_METHODS,
  PROCESSING_METHODS,
  ROAST_LEVELS,
  TASTING_NOTES,
} from '@crema/contracts/coffee/options';
import { generateCommunity, match, normalCdf, oracleScore, userCheckIns } from './community';

const options = { users: 300, coffees: 120, clusters: 4, checkInsPerUser: 15, seed: 7 };

describe('generateCommunity', () => {
  const community = generateCommunity(options);

  it('is the same for the same seed and differs for another', () => {
    expect(generateCommunity(options)).toEqual(community);
    expect(generateCommunity({ ...options, seed: 8 }).users[0]).not.toEqual(community.users[0]);
  });

  it('makes the coffees, clusters and people asked for, with distinct coffees per person', () => {
    expect(community.coffees).toHaveLength(120);
    expect(community.clusters).toHaveLength(4);
    expect(community.users).toHaveLength(300);
    expect(new Set(community.coffees.map((c) => c.key)).size).toBe(120);
    for (const user of community.users) {
      expect(new Set(user.coffees).size).toBe(user.coffees.length);
      expect(user.coffees.length).toBeGreaterThanOrEqual(3);
      for (const rating of user.ratings) expect([1, 2, 3, 4, 5]).toContain(rating);
    }
    const average = community.users.reduce((sum, u) => sum + u.coffees.length, 0) / community.users.length;
    expect(average).toBeGreaterThan(12);
    expect(average).toBeLessThan(18);
  });

  it('uses the option lists of the check-in form', () => {
    for (const coffee of community.coffees) {
      expect(ROAST_LEVELS).toContain(coffee.roastLevel);
      expect(PROCESSING_METHODS).toContain(coffee.process);
      expect(BREW_METHODS).toContain(coffee.brewMethod);
      for (const note of coffee.notes) expect(TASTING_NOTES).toContain(note);
    }
  });

  it('has taste: people rate coffees matching their cluster higher and pick them more', () => {
    let matchingRatings = 0;
    let matching = 0;
    let otherRatings = 0;
    let other = 0;
    for (const user of community.users) {
      const taste = community.clusters[user.cluster]!;
      user.coffees.forEach((index, order) => {
        if (match(community.coffees[index]!, taste) >= 0.5) {
          matchingRatings += user.ratings[order]!;
          matching++;
        } else {
          otherRatings += user.ratings[order]!;
          other++;
        }
      });
    }
    expect(matchingRatings / matching - otherRatings / other).toBeGreaterThan(1);
    const catalogueShare =
      community.clusters.reduce(
        (sum, taste) => sum + community.coffees.filter((coffee) => match(coffee, taste) >= 0.5).length,
        0,
      ) /
      (community.clusters.length * community.coffees.length);
    expect(matching / (matching + other)).toBeGreaterThan(catalogueShare * 1.5);
  });

  it('has popularity: the most checked-in tenth of the coffees gets well over a tenth of the check-ins', () => {
    const counts = new Array<number>(community.coffees.length).fill(0);
    for (const user of community.users) for (const index of user.coffees) counts[index]!++;
    const sorted = [...counts].sort((a, b) => b - a);
    const top = sorted.slice(0, 12).reduce((s, v) => s + v, 0);
    expect(top / sorted.reduce((s, v) => s + v, 0)).toBeGreaterThan(0.2);
  });

  it('hands out check-ins as the service would, deterministically', () => {
    const user = community.users[0]!;
    const checkIns = userCheckIns(community, user);
    expect(userCheckIns(community, user)).toEqual(checkIns);
    expect(checkIns.map((c) => c.coffeeKey)).toEqual(
      user.coffees.map((index) => community.coffees[index]!.key),
    );
    expect(checkIns.map((c) => c.rating)).toEqual(user.ratings);
    for (const checkIn of checkIns) {
      expect(checkIn.notes.length).toBeGreaterThan(0);
      expect(checkIn.createdAt.getUTCFullYear()).toBe(2025);
    }
  });

  it('scores with the truth for the oracle', () => {
    const user = community.users[0]!;
    const scores = community.coffees.map((_, index) => oracleScore(community, user, index));
    for (const score of scores) expect(Number.isFinite(score)).toBe(true);
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 3);
  });
});
