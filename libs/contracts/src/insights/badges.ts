import { z } from 'zod';

/** The five families of badges (issue 9); the badges page groups by them. */
export const BADGE_CATEGORIES = ['volume', 'variety', 'craft', 'social', 'exploration'] as const;
export type BadgeCategory = (typeof BADGE_CATEGORIES)[number];

/**
 * What a badge counts. Each is a number the insights service keeps per person; a badge is earned
 * when its requirement reaches `requirementCount`.
 */
export const BADGE_REQUIREMENTS = [
  'check_ins',
  'unique_coffees',
  'unique_roasters',
  'brew_methods',
  'roast_levels',
  'processing_methods',
  'detailed_brews',
  'espresso_shots',
  'followers',
  'likes_received',
  'comments_written',
  'origins',
  'cafes',
] as const;
export type BadgeRequirement = (typeof BADGE_REQUIREMENTS)[number];

/** Icon names the web app maps to its icon set (the catalogue stores one per badge). */
export const BADGE_ICONS = [
  'coffee',
  'cup-soda',
  'flame',
  'store',
  'filter',
  'thermometer',
  'droplets',
  'gauge',
  'ruler',
  'users',
  'heart',
  'message-circle',
  'globe',
  'map-pin',
  'sparkles',
  'award',
] as const;
export type BadgeIcon = (typeof BADGE_ICONS)[number];

const count = z.number().int().nonnegative();

/** SPEC §3 badge with the viewer's progress: `current` of `needed` (capped at needed once earned). */
export const badgeSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  icon: z.enum(BADGE_ICONS),
  category: z.enum(BADGE_CATEGORIES),
  /** 1, 2, 3 for a badge with levels (I, II, III); null for a single badge. */
  level: z.number().int().min(1).max(3).nullable(),
  requirement: z.enum(BADGE_REQUIREMENTS),
  requirementCount: z.number().int().positive(),
  earned: z.boolean(),
  earnedAt: z.iso.datetime().nullable(),
  progress: z.object({ current: count, needed: z.number().int().positive() }),
});
export type Badge = z.infer<typeof badgeSchema>;
