import type { Badge, BadgeCategory, BadgeIcon, BadgeRequirement } from '@crema/contracts/insights/badges';

/** A badge of the catalogue. */
export interface CatalogueBadge {
  id: number;
  name: string;
  description: string;
  icon: BadgeIcon;
  category: BadgeCategory;
  level: number | null;
  requirement: BadgeRequirement;
  requirementCount: number;
}

/** One person's count for every requirement. */
export type Progress = Readonly<Record<BadgeRequirement, number>>;

/** The badges a person's progress reaches. */
export function reachedBadges(catalogue: readonly CatalogueBadge[], progress: Progress): CatalogueBadge[] {
  return catalogue.filter((badge) => progress[badge.requirement] >= badge.requirementCount);
}

/**
 * A badge as its person sees it. An earned badge stays earned and full even if its count has
 * dropped since (a check-in deleted): earning is a moment, not a state to keep up.
 */
export function toBadge(badge: CatalogueBadge, progress: Progress, earnedAt: Date | null): Badge {
  if (earnedAt) return earnedBadge(badge, earnedAt);
  const needed = badge.requirementCount;
  return {
    ...badge,
    earned: false,
    earnedAt: null,
    progress: { current: Math.min(progress[badge.requirement], needed), needed },
  };
}

/** An earned badge needs no counts: it shows full. */
export function earnedBadge(badge: CatalogueBadge, earnedAt: Date): Badge {
  const needed = badge.requirementCount;
  return { ...badge, earned: true, earnedAt: earnedAt.toISOString(), progress: { current: needed, needed } };
}
