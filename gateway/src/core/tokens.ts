/** Injection tokens for values that are not classes. */
export const GATEWAY_ENV = Symbol('GATEWAY_ENV');
export const LOGGER = Symbol('LOGGER');
export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
