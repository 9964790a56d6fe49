import { z } from 'zod';
import { defineEvent } from '../common/events';

/** A follow edge: `followerId` follows `followingId`. */
export const followEdgeSchema = z.object({
  followerId: z.number().int().positive(),
  followingId: z.number().int().positive(),
});
export type FollowEdge = z.infer<typeof followEdgeSchema>;

/** Published by the social service through its outbox; the checkins feeds follow them. */
export const followCreated = defineEvent(
  'evt.social.follow.created.v1',
  followEdgeSchema.extend({ createdAt: z.iso.datetime() }),
);
export const followDeleted = defineEvent('evt.social.follow.deleted.v1', followEdgeSchema);
