import { Inject, Injectable } from '@nestjs/common';
import type { MediaStorage } from '@crema/storage';
import type { Logger } from 'pino';
import { LOGGER, MEDIA_STORAGE } from '../common/tokens';

export interface PhotoUrls {
  photoUrl: string | null;
  photoThumbnailUrl: string | null;
}

/** Deletes the stored files of check-in photos once the rows are gone; a failure is logged, never thrown. */
@Injectable()
export class PhotoFiles {
  constructor(
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async delete(photos: readonly PhotoUrls[]): Promise<void> {
    const urls = photos.flatMap((photo) => [photo.photoUrl, photo.photoThumbnailUrl]);
    await Promise.all(
      urls.map(async (url) => {
        const key = url ? this.storage.keyFromUrl(url) : undefined;
        if (!key) return;
        try {
          await this.storage.delete(key);
        } catch (error) {
          this.logger.warn({ err: error, key }, 'could not delete a check-in photo');
        }
      }),
    );
  }
}
