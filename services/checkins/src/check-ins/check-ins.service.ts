import { Injectable } from '@nestjs/common';
import type { CheckInCard, CheckInChanges, CheckInFields } from '@crema/contracts/checkins/check-in';
import {
  checkInCreated,
  checkInDeleted,
  checkInReassigned,
  checkInUpdated,
} from '@crema/contracts/checkins/events';
import type { StoredPhoto } from '@crema/contracts/checkins/rpc';
import { NO_SUCH_USER } from '@crema/contracts/common/profile';
import type { Actor } from '@crema/contracts/common/rpc';
import { checkinsAdminActionRecorded } from '@crema/contracts/admin/audit';
import { adminAction, pendingEvent, pendingEvents, RpcError } from '@crema/messaging';
import { mediaKeyFromUrl } from '@crema/storage';
import { AuthorsService } from '../authors/authors.service';
import { CheckInCardsRepository } from '../cards/check-in-cards.repository';
import { requireAdmin } from '../common/admin';
import { TimelineService } from '../feeds/timeline.service';
import { ModerationService } from '../moderation/moderation.service';
import { PhotoFiles } from '../photos/photo-files';
import { SettingsService } from '../settings/settings.service';
import { roundCoordinate, toCheckInState } from './check-in.mapper';
import { CheckInsRepository, type CheckInChangeSet, type UpdatedCheckIn } from './check-ins.repository';
import type { CheckInEntity } from './entities/check-in.entity';

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
    private readonly moderation: ModerationService,
    private readonly settings: SettingsService,
  ) {}

  /**
   * Within the rolling-hour limit (`checkins.max-per-hour`, else 429); the moderation rules read
   * the new check-in, and their reports and any hiding commit with it.
   */
  async create(actor: Actor, fields: CheckInFields, photo: StoredPhoto | null): Promise<CheckInCard> {
    requireStoredPhoto(photo);
    await this.authors.ensureAuthor(actor);
    const [maxPerHour, verdict] = await Promise.all([
      this.settings.maxCheckInsPerHour(),
      this.moderation.checkInVerdict(fields),
    ]);
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
      verdict,
      maxPerHour,
      (checkIn) => pendingEvent(checkInCreated, toCheckInState(checkIn)),
    );
    if (!('id' in created)) {
      throw RpcError.rateLimited(
        `You can post at most ${maxPerHour} check-ins an hour. Please try again later.`,
        created.retryAfterSeconds,
      );
    }
    // Read your own write: the author's timeline gets it now; followers' through the fan-out consumer.
    await this.timelines.addToOwnTimeline(actor.userId, created.id);
    return this.cardOf(actor, created.id);
  }

  /** Owner only: anyone else is answered 404, as if it did not exist. */
  async update(actor: Actor, id: number, changes: CheckInChanges): Promise<CheckInCard> {
    const changeSet = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    ) as CheckInChangeSet;
    await this.updateOwned(actor, id, changeSet);
    return this.cardOf(actor, id);
  }

  /** Owner only: replaces or (null) removes the photo; the previous files go once the change committed. */
  async setPhoto(actor: Actor, id: number, photo: StoredPhoto | null): Promise<CheckInCard> {
    requireStoredPhoto(photo);
    const { before } = await this.updateOwned(actor, id, {
      photoUrl: photo?.url ?? null,
      photoThumbnailUrl: photo?.thumbnailUrl ?? null,
    });
    await this.photos.delete([before]);
    return this.cardOf(actor, id);
  }

  private async updateOwned(actor: Actor, id: number, changeSet: CheckInChangeSet): Promise<UpdatedCheckIn> {
    const updated = await this.checkIns.update(id, actor.userId, changeSet, (checkIn) =>
      pendingEvent(checkInUpdated, toCheckInState(checkIn)),
    );
    if (!updated) throw RpcError.notFound(CHECK_IN_NOT_FOUND);
    return updated;
  }

  /** Owner only; the photo files go once the row is gone. */
  async delete(actor: Actor, id: number): Promise<void> {
    const deleted = await this.checkIns.delete(id, actor.userId, deletedEvent);
    if (!deleted) throw RpcError.notFound(CHECK_IN_NOT_FOUND);
    await this.photos.delete([deleted]);
  }

  /** Any check-in, by an administrator: the owner's cleanup, and its open reports resolved as deleted. */
  async deleteAsAdmin(actor: Actor, id: number): Promise<void> {
    requireAdmin(actor);
    const deleted = await this.checkIns.deleteAsAdmin(id, actor.userId, (checkIn) =>
      pendingEvents(
        deletedEvent(checkIn),
        pendingEvent(
          checkinsAdminActionRecorded,
          adminAction(actor, 'check-in.deleted', { targetType: 'check-in', targetId: String(id) }, {
            ownerId: checkIn.userId,
          }),
        ),
      ),
    );
    if (!deleted) throw RpcError.notFound(CHECK_IN_NOT_FOUND);
    await this.photos.delete([deleted]);
  }

  /**
   * An administrator hands the check-in to another person, who must exist (404 'No such user').
   * To its present owner it is a no-op answering the card (an idempotent PATCH, no event). The
   * timelines and the other services follow checkin.reassigned.
   */
  async reassign(actor: Actor, id: number, newUserId: number): Promise<CheckInCard> {
    requireAdmin(actor);
    await this.authors.ensureUser(newUserId);
    const result = await this.checkIns.reassign(id, newUserId, (moved, fromUserId) =>
      pendingEvents(
        pendingEvent(checkInReassigned, { fromUserId, checkIn: toCheckInState(moved) }),
        pendingEvent(
          checkinsAdminActionRecorded,
          adminAction(actor, 'check-in.reassigned', { targetType: 'check-in', targetId: String(id) }, {
            fromUserId,
            toUserId: newUserId,
          }),
        ),
      ),
    );
    if (result.outcome === 'not_found') throw RpcError.notFound(CHECK_IN_NOT_FOUND);
    if (result.outcome === 'no_such_user') throw RpcError.notFound(NO_SUCH_USER);
    return this.cardOf(actor, id);
  }

  private async cardOf(actor: Actor, id: number): Promise<CheckInCard> {
    const [card] = await this.cards.byIds(actor.userId, [id]);
    if (!card) throw RpcError.notFound(CHECK_IN_NOT_FOUND);
    return card;
  }
}

/** The photo's URLs must name files in the media storage (the gateway stored them there). */
function requireStoredPhoto(photo: StoredPhoto | null): void {
  if (photo && !(mediaKeyFromUrl(photo.url) && mediaKeyFromUrl(photo.thumbnailUrl))) {
    throw RpcError.validation(PHOTO_URL_INVALID, [{ path: 'photo', message: PHOTO_URL_INVALID }]);
  }
}

function deletedEvent(checkIn: CheckInEntity) {
  return pendingEvent(checkInDeleted, { id: checkIn.id, userId: checkIn.userId });
}
