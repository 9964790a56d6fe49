import { z } from 'zod';
import { profileUsernameSchema } from '../common/profile';
import { actorSchema, defineRpc, viewerSchema } from '../common/rpc';
import { badgeSchema } from './badges';
import { recommendationsSchema, recommendationTasteSchema } from './recommendations';
import { userStatsSchema } from './stats';

/** Queue group and subject prefix of the insights service. */
export const INSIGHTS_SERVICE = 'insights';

const own = z.object({ actor: actorSchema });

/** GET /api/badges: the whole catalogue with the actor's progress, in catalogue order. */
export const listBadges = defineRpc('rpc.insights.badge.list.v1', own, z.array(badgeSchema));

/** GET /api/user/badges: the badges the actor has earned, newest first. */
export const listEarnedBadges = defineRpc('rpc.insights.earned-badge.list.v1', own, z.array(badgeSchema));

/** Someone's earned badges, for a viewer their privacy lets see the profile (else 403); 404 for no such user. */
export const listUserBadges = defineRpc(
  'rpc.insights.user-badge.list.v1',
  z.object({ viewer: viewerSchema, username: profileUsernameSchema }),
  z.array(badgeSchema),
);

/** GET /api/user/stats. */
export const getUserStats = defineRpc('rpc.insights.stats.get.v1', own, userStatsSchema);

/**
 * GET /api/recommendations: cached per person until their next check-in or a change of their
 * taste; `refresh` recomputes.
 */
export const getRecommendations = defineRpc(
  'rpc.insights.recommendation.get.v1',
  z.object({ actor: actorSchema, refresh: z.boolean(), taste: recommendationTasteSchema }),
  recommendationsSchema,
);

/** The insights part of a user's data export: earned badges and the counts behind them. */
export const insightsExportSchema = z.object({
  badges: z.array(z.object({ name: z.string(), earnedAt: z.iso.datetime() })),
  progress: z.record(z.string(), z.number().int().nonnegative()),
});
export type InsightsExport = z.infer<typeof insightsExportSchema>;

export const exportUserInsights = defineRpc('rpc.insights.user.export.v1', own, insightsExportSchema);
