/** The PostgreSQL schema social owns; no other service reads it. */
export const SOCIAL_SCHEMA = 'social';
