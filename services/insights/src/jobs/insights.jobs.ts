import { defineJob } from '@crema/jobs';
import { z } from 'zod';

/** The insights worker's queue. */
export const INSIGHTS_QUEUE = 'insights';

/**
 * Evaluate one person's badges against their current facts and award what they have reached.
 * Enqueued folded per person (`badgeEvaluationKey`), so a burst of events costs one evaluation.
 */
export const evaluateBadgesJob = defineJob(
  INSIGHTS_QUEUE,
  'evaluate-badges',
  z.strictObject({ userId: z.number().int().positive() }),
);

export function badgeEvaluationKey(userId: number): string {
  return `badges-${userId}`;
}

/** Rebuild the recommendation model (coffee profiles, item neighbours) from publicly shareable check-ins. */
export const rebuildRecommendationModelJob = defineJob(
  INSIGHTS_QUEUE,
  'rebuild-recommendation-model',
  z.strictObject({}),
);

/** One key for every rebuild request: a burst of them is one rebuild. */
export const RECOMMENDATION_MODEL_KEY = 'recommendation-model';

export const INSIGHTS_JOBS = [evaluateBadgesJob, rebuildRecommendationModelJob];
