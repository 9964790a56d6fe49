import type { Badge } from '@crema/contracts/insights/badges';
import { filterBadges, progressPercent } from './badge-text';

const badge = (name: string, description: string, current = 0, needed = 10): Badge => ({
  id: 1,
  name,
  description,
  icon: 'coffee',
  category: 'volume',
  level: null,
  requirement: 'check_ins',
  requirementCount: needed,
  earned: false,
  earnedAt: null,
  progress: { current, needed },
});

describe('badge text', () => {
  it('filters by name or description, ignoring case and accents', () => {
    const badges = [
      badge('Café Hopper I', 'Check in at 3 places'),
      badge('Globetrotter I', 'Three countries'),
    ];
    expect(filterBadges(badges, 'cafe').map((b) => b.name)).toEqual(['Café Hopper I']);
    expect(filterBadges(badges, 'COUNTRIES').map((b) => b.name)).toEqual(['Globetrotter I']);
    expect(filterBadges(badges, '  ')).toHaveLength(2);
    expect(filterBadges(badges, 'espresso')).toEqual([]);
  });

  it('gives progress as a capped percentage', () => {
    expect(progressPercent(badge('a', 'b', 3, 10))).toBe(30);
    expect(progressPercent(badge('a', 'b', 12, 10))).toBe(100);
  });
});
