import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { LabelReading } from '@crema/contracts/admin/label';
import { readLabel } from '@crema/contracts/admin/rpc';
import type { Actor } from '@crema/contracts/common/rpc';
import { RpcClient } from '@crema/messaging';
import type { MediaStorage } from '@crema/storage';
import { MEDIA_STORAGE } from '../core/tokens';
import { ImageWork } from '../media/image-work';
import { toLabelImage } from './label-image';

/** Stores a label photo (re-encoded) and has the admin service read it; the image goes again if that fails. */
@Injectable()
export class LabelUploadService {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
    private readonly images: ImageWork,
  ) {}

  async read(actor: Actor, upload: Buffer): Promise<LabelReading> {
    const image = await this.images.run(() => toLabelImage(upload));
    const key = `labels/${randomBytes(16).toString('base64url')}.${image.extension}`;
    await this.media.put(key, image.bytes, image.contentType);
    try {
      return await this.rpc.send(readLabel, { actor, imageUrl: this.media.urlFor(key) });
    } catch (error) {
      await this.media.delete(key);
      throw error;
    }
  }
}
