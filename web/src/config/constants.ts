/** localStorage key of the colour scheme; index.html reads the same key before first paint. */
export const THEME_STORAGE_KEY = 'crema-theme';

/**
 * localStorage key set while this browser has a session (lib/session): the app then asks GET
 * /api/user straight away, and a visitor without it is first asked about through GraphQL's `me`,
 * which answers null rather than 401. index.html reads the same key before first paint.
 */
export const SESSION_HINT_STORAGE_KEY = 'crema-session';

/** SPEC §9 toast behaviour. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** The text a user types to confirm account deletion. */
export const DELETE_CONFIRMATION = 'DELETE';
