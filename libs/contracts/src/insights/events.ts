import { z } from 'zod';
import { defineEvent } from '../common/events';

/** A person earned a badge (once per person and badge, ever); notifications announce it. */
export const badgeEarned = defineEvent(
  'evt.insights.badge.earned.v1',
  z.object({
    userId: z.number().int().positive(),
    badgeId: z.number().int().positive(),
    badgeName: z.string(),
    earnedAt: z.iso.datetime(),
  }),
);
