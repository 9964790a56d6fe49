import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  CheckInCard,
  CheckInChanges,
  CheckInFields,
  LikeState,
  SaveState,
} from '@crema/contracts/checkins/check-in';
import type { Comment } from '@crema/contracts/checkins/comments';
import type { FeedQuery } from '@crema/contracts/checkins/feed';
import {
  addComment,
  createCheckIn,
  deleteCheckIn,
  deleteComment,
  getSharedCheckIn,
  likeCheckIn,
  listComments,
  listFeed,
  listOwnCheckIns,
  listSavedCheckIns,
  reportCheckIn,
  saveCheckIn,
  setCheckInPhoto,
  unlikeCheckIn,
  unsaveCheckIn,
  updateCheckIn,
  type StoredPhoto,
} from '@crema/contracts/checkins/rpc';
import type { PageQuery } from '@crema/contracts/common/page';
import type { Actor, Viewer } from '@crema/contracts/common/rpc';
import { RpcClient, type PageJson } from '@crema/messaging';
import type { MediaStorage } from '@crema/storage';
import { MEDIA_STORAGE } from '../core/tokens';
import { ImageWork } from '../media/image-work';
import { COMMENT_LIMIT, CREATE_CHECK_IN_LIMIT, REPORT_LIMIT } from '../rate-limit/rate-limit.rules';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { encodeCheckInPhoto } from './check-in-photo';

/** Talks to the checkins service; the only gateway code that touches photo files of check-ins. */
@Injectable()
export class CheckInsService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
    private readonly images: ImageWork,
  ) {}

  limitCreate(actor: Actor): Promise<void> {
    return this.limiter.enforceFor(CREATE_CHECK_IN_LIMIT, actor);
  }

  /**
   * Re-encodes and stores the photo (if any) under new random keys, then creates the check-in;
   * when that fails the stored files are removed again, so nothing is left behind.
   */
  create(actor: Actor, checkIn: CheckInFields, photoBytes: Buffer | null): Promise<CheckInCard> {
    return this.withStoredPhoto(photoBytes, (photo) =>
      this.rpc.send(createCheckIn, { actor, checkIn, photo }),
    );
  }

  /** Stores the new photo like create does; the checkins service removes the previous one's files. */
  replacePhoto(actor: Actor, id: number, photoBytes: Buffer): Promise<CheckInCard> {
    return this.withStoredPhoto(photoBytes, (photo) => this.rpc.send(setCheckInPhoto, { actor, id, photo }));
  }

  removePhoto(actor: Actor, id: number): Promise<CheckInCard> {
    return this.rpc.send(setCheckInPhoto, { actor, id, photo: null });
  }

  update(actor: Actor, id: number, changes: CheckInChanges): Promise<CheckInCard> {
    return this.rpc.send(updateCheckIn, { actor, id, changes });
  }

  async delete(actor: Actor, id: number): Promise<void> {
    await this.rpc.send(deleteCheckIn, { actor, id });
  }

  like(actor: Actor, id: number): Promise<LikeState> {
    return this.rpc.send(likeCheckIn, { actor, id });
  }

  unlike(actor: Actor, id: number): Promise<LikeState> {
    return this.rpc.send(unlikeCheckIn, { actor, id });
  }

  save(actor: Actor, id: number): Promise<SaveState> {
    return this.rpc.send(saveCheckIn, { actor, id });
  }

  unsave(actor: Actor, id: number): Promise<SaveState> {
    return this.rpc.send(unsaveCheckIn, { actor, id });
  }

  feed(viewer: Viewer, query: FeedQuery): Promise<PageJson<CheckInCard>> {
    return this.rpc.sendForPage(listFeed, { viewer, query });
  }

  own(actor: Actor, page: PageQuery): Promise<PageJson<CheckInCard>> {
    return this.rpc.sendForPage(listOwnCheckIns, { actor, page });
  }

  saved(actor: Actor, page: PageQuery): Promise<PageJson<CheckInCard>> {
    return this.rpc.sendForPage(listSavedCheckIns, { actor, page });
  }

  shared(viewer: Viewer, id: number): Promise<CheckInCard> {
    return this.rpc.send(getSharedCheckIn, { viewer, id });
  }

  comments(viewer: Viewer, checkInId: number, page: PageQuery): Promise<PageJson<Comment>> {
    return this.rpc.sendForPage(listComments, { viewer, checkInId, page });
  }

  async addComment(actor: Actor, checkInId: number, content: string): Promise<Comment> {
    await this.limiter.enforceFor(COMMENT_LIMIT, actor);
    return this.rpc.send(addComment, { actor, checkInId, body: { content } });
  }

  async deleteComment(actor: Actor, checkInId: number, commentId: number): Promise<void> {
    await this.rpc.send(deleteComment, { actor, checkInId, commentId });
  }

  async report(actor: Actor, checkInId: number, reason: string): Promise<void> {
    await this.limiter.enforceFor(REPORT_LIMIT, actor);
    await this.rpc.send(reportCheckIn, { actor, checkInId, body: { reason } });
  }

  /** Runs `use` with the photo (if any) stored; when it fails the stored files go again. */
  private async withStoredPhoto<T>(
    bytes: Buffer | null,
    use: (photo: StoredPhoto | null) => Promise<T>,
  ): Promise<T> {
    const photo = bytes ? await this.storePhoto(bytes) : null;
    try {
      return await use(photo);
    } catch (error) {
      if (photo) await this.deletePhoto(photo);
      throw error;
    }
  }

  private async storePhoto(bytes: Buffer): Promise<StoredPhoto> {
    const { full, thumbnail } = await this.images.run(() => encodeCheckInPhoto(bytes));
    const name = randomBytes(16).toString('base64url');
    const fullKey = `check-ins/${name}.webp`;
    const thumbKey = `check-ins/${name}-thumb.webp`;
    await this.media.put(fullKey, full, 'image/webp');
    try {
      await this.media.put(thumbKey, thumbnail, 'image/webp');
    } catch (error) {
      await this.media.delete(fullKey);
      throw error;
    }
    return { url: this.media.urlFor(fullKey), thumbnailUrl: this.media.urlFor(thumbKey) };
  }

  private async deletePhoto(photo: StoredPhoto): Promise<void> {
    const keys = [photo.url, photo.thumbnailUrl].map((url) => this.media.keyFromUrl(url));
    await Promise.allSettled(keys.map((key) => (key ? this.media.delete(key) : Promise.resolve())));
  }
}
