/** The PostgreSQL schema insights owns; no other service reads it. */
export const INSIGHTS_SCHEMA = 'insights';
