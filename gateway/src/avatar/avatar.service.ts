import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '@crema/contracts/common/rpc';
import { setAvatar } from '@crema/contracts/identity/rpc';
import type { SelfUser } from '@crema/contracts/identity/user';
import { RpcClient } from '@crema/messaging';
import type { MediaStorage } from '@crema/storage';
import { toSelfUser } from '../auth/self-user';
import { MEDIA_STORAGE } from '../core/tokens';
import { ImageWork } from '../media/image-work';
import { toAvatarWebp } from './avatar-image';

@Injectable()
export class AvatarService {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
    private readonly images: ImageWork,
  ) {}

  /** Stores the re-encoded picture under a new random key (so it can be cached forever), then swaps it in. */
  async replace(actor: Actor, upload: Buffer): Promise<SelfUser> {
    const image = await this.images.run(() => toAvatarWebp(upload));
    const key = `avatars/${randomBytes(16).toString('base64url')}.webp`;
    await this.media.put(key, image, 'image/webp');
    let result;
    try {
      result = await this.rpc.send(setAvatar, { actor, avatarUrl: this.media.urlFor(key) });
    } catch (error) {
      await this.media.delete(key);
      throw error;
    }
    const previousKey = result.previousAvatarUrl
      ? this.media.keyFromUrl(result.previousAvatarUrl)
      : undefined;
    if (previousKey && previousKey !== key) await this.media.delete(previousKey);
    return toSelfUser(result.user);
  }
}
