import { z } from 'zod';

const count = z.number().int().nonnegative();

/** SPEC §3 "User stats" of the signed-in user (`GET /api/user/stats`). */
export const userStatsSchema = z.object({
  totalCheckIns: count,
  /** Same coffee = same name and roaster, ignoring case and accents. */
  uniqueCoffees: count,
  badgesCount: count,
  /** Most used first; whole percentages that sum to 100 (or an empty list). */
  topBrewMethods: z.array(
    z.object({ name: z.string(), count, percentage: z.number().int().min(0).max(100) }),
  ),
  /** Most chosen first; `color` is the note's fixed colour. */
  flavorProfile: z.array(z.object({ name: z.string(), count, color: z.string() })),
  /** The last 12 calendar months (UTC), oldest first, zero-filled. `name` is the short month. */
  monthlyActivity: z.array(z.object({ name: z.string(), month: z.string().regex(/^\d{4}-\d{2}$/), count })),
});
export type UserStats = z.infer<typeof userStatsSchema>;
