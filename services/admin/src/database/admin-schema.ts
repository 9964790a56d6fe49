/** The PostgreSQL schema admin owns; no other service reads it. */
export const ADMIN_SCHEMA = 'admin';
