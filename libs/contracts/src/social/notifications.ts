import { z } from 'zod';
import { pageQuery, pageSchema } from '../common/page';
import { actorSchema, defineRpc } from '../common/rpc';

/**
 * Notifications (issue 11): kept by the social service, read through `/api/notifications`, pushed
 * live to the gateway's event streams over per-person NATS subjects, and mailed as a daily digest.
 */
export const NOTIFICATION_TYPES = [
  'follow',
  'like',
  'comment',
  'badge',
  'friend_check_in',
  'moderation',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const id = z.number().int().positive();

/** One item of the bell, the `/notifications` page and the digest. */
export const notificationSchema = z.object({
  id,
  type: z.enum(NOTIFICATION_TYPES),
  /** The latest person behind it; null for a badge or a moderator's action. */
  actor: z.object({ id, username: z.string(), avatarUrl: z.string().nullable() }).nullable(),
  /** How many people it stands for ("maya and 3 others liked your check-in" is 4). */
  actorsCount: z.number().int().nonnegative(),
  checkInId: id.optional(),
  badgeId: id.optional(),
  /** The sentence to show, already composed ("maya and 3 others liked your check-in"). */
  text: z.string(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pageSchema(notificationSchema);

export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** Most ids one `POST /api/notifications/read` takes. */
export const MARK_READ_IDS_MAX = 100;

/** `POST /api/notifications/read`: some notifications by id, or all of them. */
export const markNotificationsReadBody = z.union([
  z
    .object({
      ids: z
        .array(id.max(2 ** 53 - 1), { error: 'ids must be a list of notification ids' })
        .min(1, 'ids must not be empty')
        .max(MARK_READ_IDS_MAX, `At most ${MARK_READ_IDS_MAX} ids at a time`),
    })
    .strict(),
  z.object({ all: z.literal(true, { error: 'all must be true' }) }).strict(),
]);
export type MarkNotificationsReadBody = z.input<typeof markNotificationsReadBody>;

/** `GET|PUT /api/notifications/settings`: what a person opts in to beyond the defaults. */
export const notificationSettingsSchema = z
  .object({
    /** A notification each time a friend (someone who follows you back) checks in. Off by default. */
    friendCheckIns: z.boolean({ error: 'friendCheckIns must be true or false' }),
  })
  .strict();
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * A notification as the live stream carries it: `seq` counts one person's notifications in the
 * order they were committed, so a stream resumed after `seq` (its SSE `id:`) misses none. A
 * folded like takes a new `seq` and carries the same `id`: clients replace the item.
 */
export const sequencedNotificationSchema = z.object({
  seq: z.number().int().positive(),
  notification: notificationSchema,
});
export type SequencedNotification = z.infer<typeof sequencedNotificationSchema>;

/** What the social service publishes on a person's live subject after each change commits. */
export const liveNotificationMessageSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('notification'),
    ...sequencedNotificationSchema.shape,
    unread: z.number().int().nonnegative(),
  }),
  z.object({ kind: z.literal('unread'), count: z.number().int().nonnegative() }),
]);
export type LiveNotificationMessage = z.infer<typeof liveNotificationMessageSchema>;

/** The core NATS subject of one person's live notifications (not JetStream: storage is the database). */
export const liveNotificationSubject = (userId: number): string => `live.social.notifications.${userId}`;
/** Every person's live subject: what the gateway may subscribe to. */
export const LIVE_NOTIFICATION_SUBJECTS = 'live.social.notifications.*';

/** Most items one resume replays; a stream further behind is told to reload its list. */
export const RESUME_MAX = 100;

export const listNotifications = defineRpc(
  'rpc.social.notification.list.v1',
  z.object({ actor: actorSchema, page: pageQuery }),
  notificationPageSchema,
);

export const countUnreadNotifications = defineRpc(
  'rpc.social.notification.unread-count.v1',
  z.object({ actor: actorSchema }),
  unreadCountSchema,
);

/** Marks the given (own) notifications read, or all of them; answers the unread count after. */
export const markNotificationsRead = defineRpc(
  'rpc.social.notification.read.v1',
  z.object({ actor: actorSchema, body: markNotificationsReadBody }),
  unreadCountSchema,
);

/**
 * What a stream resuming after `afterSeq` missed, oldest first (at most RESUME_MAX; `complete`
 * is false when there was more), and the unread count now.
 */
export const notificationsSince = defineRpc(
  'rpc.social.notification.since.v1',
  z.object({ actor: actorSchema, afterSeq: z.number().int().nonnegative() }),
  z.object({
    items: z.array(sequencedNotificationSchema),
    complete: z.boolean(),
    unread: z.number().int().nonnegative(),
  }),
);

export const getNotificationSettings = defineRpc(
  'rpc.social.notification-settings.get.v1',
  z.object({ actor: actorSchema }),
  notificationSettingsSchema,
);

export const updateNotificationSettings = defineRpc(
  'rpc.social.notification-settings.update.v1',
  z.object({ actor: actorSchema, body: notificationSettingsSchema }),
  notificationSettingsSchema,
);

/** Most notifications one digest lists (it says how many more there are). */
export const DIGEST_ITEMS_MAX = 20;

/** Most people one `findDigestRecipients` call asks about: a page of identity's digest sweep. */
export const DIGEST_CANDIDATES_MAX = 500;

/**
 * For the digest sweep (identity's worker): which of these people, each due a digest, have an unread
 * notification that arrived after their `since` (any, when null; arrival, not the event's time, so a
 * late event is not skipped). Only they get a digest job: one call
 * per page of due people instead of a job for each of them every sweep. A service's own call: no
 * actor.
 */
export const findDigestRecipients = defineRpc(
  'rpc.social.notification.digest-recipients.v1',
  z.object({
    candidates: z
      .array(z.object({ userId: id.max(2 ** 31 - 1), since: z.iso.datetime().nullable() }))
      .max(DIGEST_CANDIDATES_MAX),
  }),
  z.object({ userIds: z.array(id) }),
);

/**
 * For the daily email digest (identity's worker, which knows addresses): a person's unread
 * notifications that arrived after `since` (the time of the previous digest's read), newest first, at most DIGEST_ITEMS_MAX, and how many
 * there are in all. A service's own call: no actor.
 */
export const collectNotificationDigest = defineRpc(
  'rpc.social.notification.digest.v1',
  z.object({ userId: id.max(2 ** 31 - 1), since: z.iso.datetime().nullable() }),
  z.object({ items: z.array(notificationSchema), total: z.number().int().nonnegative() }),
);
