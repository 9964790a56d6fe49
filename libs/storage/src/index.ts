export {
  assertSafeMediaKey,
  isSafeMediaKey,
  MEDIA_URL_PREFIX,
  mediaKeyFromUrl,
  mediaUrlFor,
  type MediaStorage,
} from './media-storage';
export { LocalMediaStorage } from './local-media-storage';
