/** Injection tokens for values that are not classes. */
export const LOGGER = Symbol('LOGGER');
export const SOCIAL_SETTINGS = Symbol('SOCIAL_SETTINGS');

/** The environment values social's logic needs, nothing more. */
export interface SocialSettings {
  /** NATS_URL: where the durable event consumers connect. */
  natsUrl: string;
}
