/** Where uploaded media (avatars, later check-in photos) live; the gateway serves them under /media/. */
export interface MediaStorage {
  /** Stores bytes under a key such as `avatars/3f9c….webp`; replaces nothing else. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes stored under a key; rejects with MediaNotFoundError when there are none. */
  read(key: string): Promise<Buffer>;
  /** Removes a stored object; removing one that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL path of a key. */
  urlFor(key: string): string;
  /** The key behind a URL produced by `urlFor`, or undefined for anything else. */
  keyFromUrl(url: string): string | undefined;
}

export const MEDIA_URL_PREFIX = '/media/';

/** Nothing is stored under the key (as opposed to the storage failing to answer). */
export class MediaNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No media stored under ${JSON.stringify(key)}`);
    this.name = 'MediaNotFoundError';
  }
}

/** The content type a key's extension stands for; undefined for an extension no upload has. */
export function mediaContentTypeOf(key: string): string | undefined {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return MEDIA_CONTENT_TYPES[extension];
}

const MEDIA_CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/**
 * Keys are one or more path segments of letters, digits, `_`, `-` and dots, never starting with a
 * dot, so no key can climb out of the media folder or name a hidden file.
 */
const SAFE_KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}\/){0,3}[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$/;

export function isSafeMediaKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.split('/').some((segment) => segment.includes('..'));
}

export function assertSafeMediaKey(key: string): void {
  if (!isSafeMediaKey(key)) throw new Error(`Unsafe media key: ${JSON.stringify(key)}`);
}

export function mediaUrlFor(key: string): string {
  assertSafeMediaKey(key);
  return `${MEDIA_URL_PREFIX}${key}`;
}

export function mediaKeyFromUrl(url: string): string | undefined {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return undefined;
  const key = url.slice(MEDIA_URL_PREFIX.length);
  return isSafeMediaKey(key) ? key : undefined;
}
