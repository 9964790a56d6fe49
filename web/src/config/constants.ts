/** localStorage key of the colour scheme; index.html reads the same key before first paint. */
export const THEME_STORAGE_KEY = 'crema-theme';

/** SPEC §9 toast behaviour. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** The text a user types to confirm account deletion. */
export const DELETE_CONFIRMATION = 'DELETE';
