import { z } from 'zod';

/**
 * The signed-in person's sessions (settings → Account): REST replies and parameters shared by the
 * gateway, which keeps the sessions, and the web app. A session is named by a handle derived from
 * its id (never the id: that is the HttpOnly cookie's secret).
 */
export const SESSION_HANDLE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const sessionHandleSchema = z.string().regex(SESSION_HANDLE_PATTERN, 'Unknown session');
export const sessionHandleParams = z.object({ id: sessionHandleSchema });
export type SessionHandleParams = z.infer<typeof sessionHandleParams>;

export const sessionSummarySchema = z.object({
  id: sessionHandleSchema,
  /** From the user agent: 'Firefox', 'Chrome'…, or 'Unknown browser'. */
  browser: z.string(),
  /** From the user agent: 'Windows', 'Android'…, or 'Unknown device'. */
  device: z.string(),
  /** When it was signed in; null for a session from before this was recorded. */
  createdAt: z.iso.datetime({ offset: true }).nullable(),
  /** Its last request, to the minute; null when not known. */
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;
/** The person's live sessions, most recently used first. */
export const sessionSummaryListSchema = z.array(sessionSummarySchema);

export const endedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;
