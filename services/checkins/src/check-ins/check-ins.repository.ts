import { Injectable } from '@nestjs/common';
import type { BrewDetails } from '@crema/contracts/checkins/brew-details';
import { DataSource, type EntityManager } from 'typeorm';
import { contentModerated } from '@crema/contracts/checkins/events';
import { appendEvent, type PendingEvent } from '@crema/messaging';
import type { ModerationVerdict } from '../moderation/rule-matching';
import { ReportsRepository } from '../reports/reports.repository';
import { SearchAggregatesRepository, type AggregateChange } from '../search/search-aggregates.repository';
import { CheckInEntity } from './entities/check-in.entity';

export interface NewCheckIn {
  userId: number;
  coffeeName: string;
  roaster: string;
  location: string | null;
  brewMethod: string;
  roastLevel: string | null;
  coffeeType: string | null;
  rating: number;
  tastingNotes: string[];
  notes: string | null;
  photoUrl: string | null;
  photoThumbnailUrl: string | null;
  brewDetails: BrewDetails | null;
  latitude: number | null;
  longitude: number | null;
}

export type CheckInChangeSet = Partial<
  Pick<
    NewCheckIn,
    | 'coffeeName'
    | 'roaster'
    | 'location'
    | 'brewMethod'
    | 'roastLevel'
    | 'coffeeType'
    | 'rating'
    | 'tastingNotes'
    | 'notes'
    | 'brewDetails'
    | 'photoUrl'
    | 'photoThumbnailUrl'
  >
>;

/** A check-in as it was before an update and as it is after. */
export interface UpdatedCheckIn {
  before: CheckInEntity;
  after: CheckInEntity;
}

/** A create refused by the rolling-hour limit: the seconds until the oldest counted check-in leaves it. */
export interface OverHourlyLimit {
  retryAfterSeconds: number;
}

/** A check-in locked with its author's row, and whether it counts toward the public aggregates. */
export interface LockedCheckIn {
  checkIn: CheckInEntity;
  /** Its author's check-ins count as public. */
  authorPublic: boolean;
  /** authorPublic, and it is not hidden. */
  counted: 0 | 1;
}

export type Reassignment =
  | { outcome: 'reassigned'; checkIn: CheckInEntity; fromUserId: number }
  | { outcome: 'unchanged'; checkIn: CheckInEntity }
  | { outcome: 'not_found' }
  | { outcome: 'no_such_user' };

/** The fields whose change moves a check-in within the search aggregates (which track the newest photo). */
const COUNTED_FIELDS = ['coffeeName', 'roaster', 'location', 'rating', 'photoThumbnailUrl'] as const;

/** Serialises one person's creates, so the rolling-hour count sees every earlier one. */
const CREATE_LOCK = `hashtext('crema.checkins.create')`;

/**
 * A written check-in's `updatedAt`, taken when the row is written under its lock: later than the
 * write before it, whose state the other services replace only with a newer one. TypeORM's default,
 * the transaction's start, can be earlier than an edit that began after it but took the lock first.
 * In whole milliseconds, as events carry it (ISO 8601), so two writes never tie there.
 */
const writtenAt = () =>
  `greatest(date_trunc('milliseconds', clock_timestamp()), date_trunc('milliseconds', "updated_at") + interval '1 millisecond')`;

/**
 * Check-ins, each write in one transaction with its event and its share of the search aggregates.
 * Every write first locks the author's row (shared), so a concurrent privacy change of the author
 * waits for it, or it for the change: the author's public contributions stay exact. Locks are taken
 * in one order everywhere: author rows (by id), the check-in, its comments, its reports.
 */
@Injectable()
export class CheckInsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly aggregates: SearchAggregatesRepository,
    private readonly reports: ReportsRepository,
  ) {}

  /**
   * Inserts the check-in, its aggregates, the rules' reports and its event in one transaction,
   * unless the author already posted `maxPerHour` check-ins in the last hour.
   */
  create(
    checkIn: NewCheckIn,
    moderation: ModerationVerdict,
    maxPerHour: number,
    eventOf: (created: CheckInEntity) => PendingEvent,
  ): Promise<CheckInEntity | OverHourlyLimit> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(${CREATE_LOCK}, $1)`, [checkIn.userId]);
      const limited = await this.overHourlyLimit(manager, checkIn.userId, maxPerHour);
      if (limited) return limited;
      const counted = (await this.lockAuthor(manager, checkIn.userId)) && !moderation.hidden ? 1 : 0;
      // The id first: the aggregates may point at it as their newest photo.
      const [{ id }] = await manager.query<[{ id: number }]>(
        `SELECT nextval(pg_get_serial_sequence('checkins.check_ins', 'id'))::int AS id`,
      );
      const applied = await this.aggregates.apply(manager, [
        { checkIn: { ...checkIn, id }, total: 1, public: counted },
      ]);
      const row = { ...checkIn, id, hidden: moderation.hidden, ...applied.rowsOf(0) };
      // Columns named explicitly: TypeORM leaves out a generated id otherwise.
      await manager.createQueryBuilder().insert().into(CheckInEntity, Object.keys(row)).values(row).execute();
      await this.reports.addRuleReports(manager, { checkInId: id, commentId: null }, moderation.reports);
      const created = await manager.findOneByOrFail(CheckInEntity, { id });
      await eventOf(created).appendTo(manager);
      return created;
    });
  }

  /** Applies the changes when `ownerId` owns the check-in, with its event; null otherwise. */
  update(
    id: number,
    ownerId: number,
    changes: CheckInChangeSet,
    eventOf: (updated: CheckInEntity) => PendingEvent,
  ): Promise<UpdatedCheckIn | null> {
    return this.dataSource.transaction(async (manager) => {
      const authorPublic = await this.lockAuthor(manager, ownerId);
      const current = await this.lockOwned(manager, id, ownerId);
      if (!current) return null;
      const counted = authorPublic && !current.hidden ? 1 : 0;
      if (COUNTED_FIELDS.some((field) => changes[field] !== undefined)) {
        // In before out: a check-in staying with its coffee never takes the row's count to 0.
        const applied = await this.aggregates.apply(manager, [
          { checkIn: { ...current, ...changes }, total: 1, public: counted },
          ...leaving(current, counted),
        ]);
        await manager.update(CheckInEntity, { id }, { ...changes, ...applied.rowsOf(0), updatedAt: writtenAt });
        await this.aggregates.settle(manager, applied);
      } else {
        await manager.update(CheckInEntity, { id }, { ...changes, updatedAt: writtenAt });
      }
      const updated = await manager.findOneByOrFail(CheckInEntity, { id });
      await eventOf(updated).appendTo(manager);
      return { before: current, after: updated };
    });
  }

  /**
   * Deletes the check-in (likes, saves and comments cascade; its open reports go) when `ownerId`
   * owns it.
   */
  delete(
    id: number,
    ownerId: number,
    eventOf: (deleted: CheckInEntity) => PendingEvent,
  ): Promise<CheckInEntity | null> {
    return this.dataSource.transaction(async (manager) => {
      const authorPublic = await this.lockAuthor(manager, ownerId);
      const current = await this.lockOwned(manager, id, ownerId);
      if (!current) return null;
      await this.reports.dropOpen(manager, { checkInId: id, commentId: null });
      await this.removeLocked(manager, lockedState(current, authorPublic));
      await eventOf(current).appendTo(manager);
      return current;
    });
  }

  /**
   * An administrator deletes any check-in: the same cleanup as its owner's delete, its open
   * reports are resolved as deleted by that administrator, and its author is told.
   */
  deleteAsAdmin(
    id: number,
    adminId: number,
    eventOf: (deleted: CheckInEntity) => PendingEvent,
  ): Promise<CheckInEntity | null> {
    return this.dataSource.transaction(async (manager) => {
      const locked = await this.lockWithAuthor(manager, id);
      if (!locked) return null;
      await this.reports.resolveOpen(manager, { checkInId: id, commentId: null }, 'delete', adminId);
      await this.removeLocked(manager, locked);
      await eventOf(locked.checkIn).appendTo(manager);
      if (locked.checkIn.userId !== adminId) {
        await appendEvent(manager, contentModerated, {
          userId: locked.checkIn.userId,
          action: 'removed',
          checkInId: id,
          commentId: null,
          reason: '',
        });
      }
      return locked.checkIn;
    });
  }

  /**
   * Moves the check-in to `newOwnerId` (whose author row exists): its public contribution to the
   * aggregates follows the new owner's privacy, and its event goes out. Both authors' rows are
   * locked (in id order) before the check-in's, like any write of either.
   */
  reassign(
    id: number,
    newOwnerId: number,
    eventOf: (moved: CheckInEntity, fromUserId: number) => PendingEvent,
  ): Promise<Reassignment> {
    return this.dataSource.transaction(async (manager) => {
      for (;;) {
        const ownerId = await this.ownerOf(manager, id);
        if (ownerId === undefined) return { outcome: 'not_found' };
        const [first, second] = [ownerId, newOwnerId].sort((a, b) => a - b);
        const publicOf = new Map<number, boolean | undefined>();
        for (const userId of new Set([first!, second!])) {
          publicOf.set(userId, await this.aggregates.lockAuthor(manager, userId, 'share'));
        }
        // Purged since the service checked: the new owner is gone.
        if (publicOf.get(newOwnerId) === undefined) return { outcome: 'no_such_user' };
        const current = await this.lockOwned(manager, id, ownerId);
        // Moved by someone else between the read and the lock: lock the right author this time.
        if (!current) continue;
        if (ownerId === newOwnerId) return { outcome: 'unchanged', checkIn: current };
        const before = (publicOf.get(ownerId) ?? false) && !current.hidden;
        const after = (publicOf.get(newOwnerId) ?? false) && !current.hidden;
        // The per-author contribution: it leaves the public counts, or joins them, with its owner.
        if (before !== after && current.coffeeId !== null) {
          const applied = await this.aggregates.apply(manager, [
            { checkIn: current, total: 0, public: after ? 1 : -1 },
          ]);
          await this.aggregates.settle(manager, applied);
        }
        await manager.update(CheckInEntity, { id }, { userId: newOwnerId, updatedAt: writtenAt });
        const moved = await manager.findOneByOrFail(CheckInEntity, { id });
        await eventOf(moved, ownerId).appendTo(manager);
        return { outcome: 'reassigned', checkIn: moved, fromUserId: ownerId };
      }
    });
  }

  /**
   * Locks the check-in and its author's row in the global order (author first): the owner is read,
   * their row locked, then the check-in, again if it changed hands meanwhile. Null when it is gone.
   */
  async lockWithAuthor(manager: EntityManager, id: number): Promise<LockedCheckIn | null> {
    for (;;) {
      const ownerId = await this.ownerOf(manager, id);
      if (ownerId === undefined) return null;
      const authorPublic = await this.lockAuthor(manager, ownerId);
      const checkIn = await this.lockOwned(manager, id, ownerId);
      if (checkIn) return lockedState(checkIn, authorPublic);
    }
  }

  /** Deletes a check-in locked by lockWithAuthor, taking it out of the aggregates. */
  async removeLocked(manager: EntityManager, locked: LockedCheckIn): Promise<void> {
    const applied = await this.aggregates.apply(manager, leaving(locked.checkIn, locked.counted));
    await manager.delete(CheckInEntity, { id: locked.checkIn.id });
    await this.aggregates.settle(manager, applied);
  }

  /**
   * Shows a check-in hidden by a rule again: it counts in the public aggregates once more if its
   * author's do. Answers the check-in as it now is (its `updatedAt` moved on), or null when it was
   * not hidden.
   */
  async unhideLocked(
    manager: EntityManager,
    { checkIn, authorPublic }: LockedCheckIn,
  ): Promise<CheckInEntity | null> {
    if (!checkIn.hidden) return null;
    await manager.update(CheckInEntity, { id: checkIn.id }, { hidden: false, updatedAt: writtenAt });
    if (authorPublic && checkIn.coffeeId !== null) {
      const applied = await this.aggregates.apply(manager, [{ checkIn, total: 0, public: 1 }]);
      await this.aggregates.settle(manager, applied);
    }
    return manager.findOneByOrFail(CheckInEntity, { id: checkIn.id });
  }

  /** Whether the author's check-ins count as public (the row is locked shared until the transaction ends). */
  private async lockAuthor(manager: EntityManager, userId: number): Promise<boolean> {
    return (await this.aggregates.lockAuthor(manager, userId, 'share')) ?? false;
  }

  private async ownerOf(manager: EntityManager, id: number): Promise<number | undefined> {
    const rows = await manager.query<{ user_id: number }[]>(
      `SELECT user_id FROM checkins.check_ins WHERE id = $1`,
      [id],
    );
    return rows[0]?.user_id;
  }

  private lockOwned(manager: EntityManager, id: number, ownerId: number): Promise<CheckInEntity | null> {
    return manager.findOne(CheckInEntity, {
      where: { id, userId: ownerId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /**
   * Over the limit when the author's newest `maxPerHour` check-ins all fall within the last hour;
   * reads at most that many rows of check_ins_user_idx, whatever the author's history.
   */
  private async overHourlyLimit(
    manager: EntityManager,
    userId: number,
    maxPerHour: number,
  ): Promise<OverHourlyLimit | undefined> {
    const [row] = await manager.query<{ recent: number; retry_after: number | null }[]>(
      `SELECT count(*)::int AS recent,
         extract(epoch FROM min(created_at) + interval '1 hour' - now())::float8 AS retry_after
       FROM (SELECT created_at FROM checkins.check_ins WHERE user_id = $1 ORDER BY id DESC LIMIT $2) newest
       WHERE created_at > now() - interval '1 hour'`,
      [userId, maxPerHour],
    );
    if (!row || row.recent < maxPerHour) return undefined;
    return { retryAfterSeconds: Math.max(1, Math.ceil(row.retry_after ?? 1)) };
  }
}

function lockedState(checkIn: CheckInEntity, authorPublic: boolean): LockedCheckIn {
  return { checkIn, authorPublic, counted: authorPublic && !checkIn.hidden ? 1 : 0 };
}

/** The check-in's way out of the aggregates; none when it was never counted (a bulk load not rebuilt yet). */
function leaving(current: CheckInEntity, counted: 0 | 1): AggregateChange[] {
  return current.coffeeId === null ? [] : [{ checkIn: current, total: -1, public: counted ? -1 : 0 }];
}
