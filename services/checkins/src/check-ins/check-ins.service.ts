import { Injectable } from '@nestjs/common';
import type { CheckInCard, CheckInChanges, CheckInFields } from '@crema/contracts/checkins/check-in';
import { checkInCreated, checkInDeleted, checkInUpdated } from '@crema/contracts/checkins/events';
import type { StoredPhoto } from '@crema/contracts/checkins/rpc';
import type { Actor } from '@crema/contracts/common/rpc';
import { RpcError } from '@crema/messaging';
import { mediaKeyFromUrl } from '@crema/storage';
import { AuthorsService } from '../authors/authors.service';
import { CheckInCardsRepository } from '../cards/check-in-cards.repository';
import { pendingEvent } from '@crema/messaging';
import { TimelineService } from '../feeds/timeline.service';
import { PhotoFiles } from '../photos/photo-files';
import { roundCoordinate, toCheckInState } from './check-in.mapper';
import { CheckInsRepository, type CheckInChangeSet } from './check-ins.repository';

export const CHECK_IN_NOT_FOUND = 'Check-in not found';
export const PHOTO_URL_INVALID = 'The photo was not stored correctly. Please try again.';

@Injectable()
export class CheckInsService {
  constructor(
    private readonly checkIns: CheckInsRepository,
    private readonly cards: CheckInCardsRepository,
    private readonly authors: AuthorsService,
    private readonly timelines: TimelineService,
    private readonly photos: PhotoFiles,
  ) {}

  async create(actor: Actor, fields: CheckInFields, photo: StoredPhoto | null): Promise<CheckInCard> {
    if (photo && !(mediaKeyFromUrl(photo.url) && mediaKeyFromUrl(photo.thumbnailUrl))) {
      throw RpcError.validation(PHOTO_URL_INVALID, [{ path: 'photo', message: PHOTO_URL_INVALID }]);
    }
    await this.authors.ensureAuthor(actor);
    const { coordinates, ...rest } = fields;
    const created = await this.checkIns.create(
      {
        ...rest,
        userId: actor.userId,
        photoUrl: photo?.url ?? null,
        photoThumbnailUrl: photo?.thumbnailUrl ?? null,
        latitude: coordinates ? roundCoordinate(coordinates.latitude) : null,
        longitude: coordinates ? roundCoordinate(coordinates.longitude) : null,
      },
      (checkIn) => pendingEvent(checkInCreated, toCheckInState(checkIn)),
    );
    // Read your own write: the author's timeline gets it now; followers' through the fan-out consumer.
    await this.timelines.addToOwnTimeline(actor.userId, created.id);
    return this.cardOf(actor, created.id);
  }

  /** Owner only: anyone else is answered 404, as if it did not exist. */
  async update(actor: Actor, id: number, changes: CheckInChanges): Promise<CheckInCard> {
    const changeSet = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    ) as CheckInChangeSet;
    const updated = await this.checkIns.update(id, actor.userId, changeSet, (checkIn) =>
      pendingEvent(checkInUpdated, toCheckInState(checkIn)),
    );
    if (!updated) throw RpcError.notFound(CHECK_IN_NOT_FOUND);
    return this.cardOf(actor, updated.id);
  }

  /** Owner only; the photo files go once the row is gone. */
  async delete(actor: Actor, id: number): Promise<void> {
    const deleted = await this.checkIns.delete(id, actor.userId, (checkIn) =>
      pendingEvent(checkInDeleted, { id: checkIn.id, userId: checkIn.userId }),
    );
    if (!deleted) throw RpcError.notFound(CHECK_IN_NOT_FOUND);
    await this.photos.delete([deleted]);
  }

  private async cardOf(actor: Actor, id: number): Promise<CheckInCard> {
    const [card] = await this.cards.byIds(actor.userId, [id]);
    if (!card) throw RpcError.notFound(CHECK_IN_NOT_FOUND);
    return card;
  }
}
