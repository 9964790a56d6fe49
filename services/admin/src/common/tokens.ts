/** Injection tokens for values that are not classes. */
export const LOGGER = Symbol('LOGGER');
/** The `MediaStorage` (LocalMediaStorage over MEDIA_DIR) holding label images. */
export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');
