/** Injection tokens for values that are not classes. */
export const LOGGER = Symbol('LOGGER');
export const IDENTITY_SETTINGS = Symbol('IDENTITY_SETTINGS');
/** APP_URL (the worker's): the origin of the web app that mailed links open. */
export const APP_URL = Symbol('APP_URL');

/** The environment values identity's logic needs, nothing more. */
export interface IdentitySettings {
  /** ADMIN_USERNAME: the only account that may make itself the first administrator (while there is none). */
  adminUsername: string;
}
