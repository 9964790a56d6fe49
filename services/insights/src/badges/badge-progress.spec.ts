import { BADGE_REQUIREMENTS, type BadgeRequirement } from '@crema/contracts/insights/badges';
import { reachedBadges, toBadge, type CatalogueBadge, type Progress } from './badge-progress';

const badge = (id: number, requirement: BadgeRequirement, requirementCount: number): CatalogueBadge => ({
  id,
  name: `Badge ${id}`,
  description: 'd',
  icon: 'coffee',
  category: 'volume',
  level: null,
  requirement,
  requirementCount,
});
const progressOf = (counts: Partial<Record<BadgeRequirement, number>>): Progress =>
  Object.fromEntries(BADGE_REQUIREMENTS.map((name) => [name, counts[name] ?? 0])) as Progress;

describe('badge progress', () => {
  const catalogue = [badge(1, 'check_ins', 1), badge(2, 'check_ins', 10), badge(3, 'followers', 5)];

  it('reaches the badges whose count is met, none other', () => {
    expect(reachedBadges(catalogue, progressOf({ check_ins: 10, followers: 4 })).map((b) => b.id)).toEqual([
      1, 2,
    ]);
    expect(reachedBadges(catalogue, progressOf({}))).toEqual([]);
  });

  it('shows progress capped at what is needed, and an earned badge full even after its count dropped', () => {
    const progress = progressOf({ check_ins: 3 });
    expect(toBadge(catalogue[1]!, progress, null)).toMatchObject({
      earned: false,
      earnedAt: null,
      progress: { current: 3, needed: 10 },
    });
    expect(toBadge(catalogue[0]!, progressOf({ check_ins: 40 }), null).progress).toEqual({ current: 1, needed: 1 });
    const earnedAt = new Date('2026-11-01T00:00:00Z');
    expect(toBadge(catalogue[1]!, progress, earnedAt)).toMatchObject({
      earned: true,
      earnedAt: '2026-11-01T00:00:00.000Z',
      progress: { current: 10, needed: 10 },
    });
  });
});
