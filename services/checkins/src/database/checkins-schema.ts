/** The PostgreSQL schema checkins owns; no other service reads it. */
export const CHECKINS_SCHEMA = 'checkins';
