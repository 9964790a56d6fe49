/** Injection tokens for values that are not classes. */
export const LOGGER = Symbol('LOGGER');
/** The `MediaStorage` (MEDIA_STORAGE: a folder or an S3 bucket) holding label images. */
export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');
