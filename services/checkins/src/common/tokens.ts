/** Injection tokens for values that are not classes. */
export const LOGGER = Symbol('LOGGER');
export const CHECKINS_SETTINGS = Symbol('CHECKINS_SETTINGS');
/** The `MediaStorage` (MEDIA_STORAGE: a folder or an S3 bucket) holding check-in photos. */
export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

/** The environment values checkins' logic needs, nothing more. */
export interface CheckinsSettings {
  /** TIMELINE_CAP: entries kept in each precomputed home timeline. */
  timelineCap: number;
  /** TIMELINE_TTL_SECONDS: how long an unread home timeline stays in Redis. */
  timelineTtlSeconds: number;
}
