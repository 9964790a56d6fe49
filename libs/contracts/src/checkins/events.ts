import { z } from 'zod';
import { defineEvent } from '../common/events';
import { brewDetailsSchema } from './brew-details';

/** The full state of a check-in, carried by `checkin.created` and `checkin.updated` (projections rebuild from it). */
export const checkInStateSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  coffeeName: z.string(),
  roaster: z.string(),
  location: z.string().nullable(),
  brewMethod: z.string(),
  roastLevel: z.string().nullable(),
  coffeeType: z.string().nullable(),
  rating: z.number().int(),
  tastingNotes: z.array(z.string()),
  notes: z.string().nullable(),
  photoUrl: z.string().nullable(),
  brewDetails: brewDetailsSchema.nullable(),
  /** Rounded to about 100 m. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** A moderation rule hid it: only its author and administrators see it (absent from older events). */
  hidden: z.boolean().default(false),
});
export type CheckInState = z.infer<typeof checkInStateSchema>;

export const checkInCreated = defineEvent('evt.checkins.checkin.created.v1', checkInStateSchema);
export const checkInUpdated = defineEvent('evt.checkins.checkin.updated.v1', checkInStateSchema);
export const checkInDeleted = defineEvent(
  'evt.checkins.checkin.deleted.v1',
  z.object({ id: z.number().int().positive(), userId: z.number().int().positive() }),
);

/** A like that really changed (a repeated like or unlike publishes nothing); `ownerId` owns the check-in. */
export const likeEdgeSchema = z.object({
  checkInId: z.number().int().positive(),
  userId: z.number().int().positive(),
  ownerId: z.number().int().positive(),
});
export const likeCreated = defineEvent('evt.checkins.like.created.v1', likeEdgeSchema);
export const likeDeleted = defineEvent('evt.checkins.like.deleted.v1', likeEdgeSchema);

/** A comment written or deleted; `userId` wrote it, `ownerId` owns the check-in. */
export const commentFactSchema = z.object({
  id: z.number().int().positive(),
  checkInId: z.number().int().positive(),
  userId: z.number().int().positive(),
  ownerId: z.number().int().positive(),
});
export const commentCreated = defineEvent(
  'evt.checkins.comment.created.v1',
  /** `hidden`: a moderation rule hid it on arrival (absent from older events). */
  commentFactSchema.extend({ hidden: z.boolean().default(false) }),
);
export const commentDeleted = defineEvent('evt.checkins.comment.deleted.v1', commentFactSchema);

/** An administrator moved a check-in to another person; `checkIn` is its state after the move. */
export const checkInReassigned = defineEvent(
  'evt.checkins.checkin.reassigned.v1',
  z.object({ fromUserId: z.number().int().positive(), checkIn: checkInStateSchema }),
);

export const MODERATION_ACTIONS = ['removed', 'warned'] as const;

/**
 * An administrator acted on someone's content from the moderation queue: removed it, or warned
 * its author and left it up. `userId` wrote the content; `commentId` is set when it was a comment.
 */
export const contentModerated = defineEvent(
  'evt.checkins.content.moderated.v1',
  z.object({
    userId: z.number().int().positive(),
    action: z.enum(MODERATION_ACTIONS),
    checkInId: z.number().int().positive(),
    commentId: z.number().int().positive().nullable(),
    reason: z.string(),
  }),
);
