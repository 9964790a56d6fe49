export {
  assertSafeMediaKey,
  isSafeMediaKey,
  MEDIA_URL_PREFIX,
  MediaNotFoundError,
  mediaContentTypeOf,
  mediaKeyFromUrl,
  mediaUrlFor,
  type MediaStorage,
} from './media-storage';
export { LocalMediaStorage } from './local-media-storage';
export { S3MediaStorage, type S3MediaStorageOptions } from './s3-media-storage';
export { createMediaStorage, type MediaStorageSettings } from './create-media-storage';
