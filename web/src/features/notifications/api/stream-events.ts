import {
  notificationSchema,
  unreadCountSchema,
  type Notification,
} from '@crema/contracts/social/notifications';

/**
 * The URL of the live stream (Server-Sent Events, same-origin cookie auth). A new EventSource
 * cannot send Last-Event-ID, so a stream opened again after one that closed names the last id it
 * saw in the query, and the gateway replays what came after.
 */
export function notificationStreamUrl(lastEventId: string): string {
  const base = '/api/notifications/stream';
  return lastEventId ? `${base}?lastEventId=${encodeURIComponent(lastEventId)}` : base;
}

/** The named events the stream sends; heartbeats are comments, which EventSource never surfaces. */
export const STREAM_EVENT_TYPES = ['unread', 'notification', 'reload'] as const;
export type StreamEventType = (typeof STREAM_EVENT_TYPES)[number];

export type StreamEvent =
  | { type: 'unread'; count: number }
  | { type: 'notification'; notification: Notification }
  | { type: 'reload' };

/**
 * One stream event from its name and `data:` text, or null when the data is not what the contract
 * says (a malformed event is skipped rather than breaking the bell).
 */
export function parseStreamEvent(type: StreamEventType, data: string): StreamEvent | null {
  if (type === 'reload') return { type };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  if (type === 'unread') {
    const parsed = unreadCountSchema.safeParse(json);
    return parsed.success ? { type, count: parsed.data.count } : null;
  }
  const parsed = notificationSchema.safeParse(json);
  return parsed.success ? { type, notification: parsed.data } : null;
}

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 60_000;

/**
 * How long to wait before opening the stream again after it closed for good (a 429 because five
 * streams are open, a 401, the gateway gone): doubling from 1 s up to a minute, with up to a fifth
 * added at random so many tabs do not come back at the same instant. `random` is in [0, 1).
 */
export function reconnectDelayMs(attempt: number, random: number): number {
  const base = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + random / 5));
}
