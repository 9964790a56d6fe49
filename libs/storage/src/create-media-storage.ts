import { LocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';
import { S3MediaStorage } from './s3-media-storage';

/** The media settings of libs/config's mediaEnv. */
export interface MediaStorageSettings {
  MEDIA_STORAGE: 'local' | 's3';
  MEDIA_DIR: string;
  S3_ENDPOINT: string;
  S3_REGION: string;
  S3_BUCKET: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The driver MEDIA_STORAGE names: a local folder (one machine) or an S3-compatible bucket. */
export function createMediaStorage(settings: MediaStorageSettings): MediaStorage {
  if (settings.MEDIA_STORAGE === 'local') return new LocalMediaStorage(settings.MEDIA_DIR);
  const missing = S3_REQUIRED.filter((name) => !settings[name]);
  if (missing.length > 0) throw new Error(`MEDIA_STORAGE=s3 needs ${missing.join(', ')}`);
  return new S3MediaStorage({
    endpoint: settings.S3_ENDPOINT,
    bucket: settings.S3_BUCKET,
    region: settings.S3_REGION,
    credentials: { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY },
  });
}
