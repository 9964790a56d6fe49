import { Injectable } from '@nestjs/common';
import type { BrewDetails } from '@crema/contracts/checkins/brew-details';
import { DataSource, type EntityManager } from 'typeorm';
import type { PendingEvent } from '@crema/messaging';
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
  >
>;

/** The fields whose change moves a check-in within the search aggregates. */
const COUNTED_FIELDS = ['coffeeName', 'roaster', 'location', 'rating'] as const;

/**
 * Check-ins, each write in one transaction with its event and its share of the search aggregates.
 * Every write first locks the author's row (shared), so a concurrent privacy change of the author
 * waits for it, or it for the change: the author's public contributions stay exact.
 */
@Injectable()
export class CheckInsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly aggregates: SearchAggregatesRepository,
  ) {}

  /** Inserts the check-in, its aggregates and its event in one transaction. */
  create(checkIn: NewCheckIn, eventOf: (created: CheckInEntity) => PendingEvent): Promise<CheckInEntity> {
    return this.dataSource.transaction(async (manager) => {
      const counted = await this.lockAuthor(manager, checkIn.userId);
      // The id first: the aggregates may point at it as their newest photo.
      const [{ id }] = await manager.query<[{ id: number }]>(
        `SELECT nextval(pg_get_serial_sequence('checkins.check_ins', 'id'))::int AS id`,
      );
      const applied = await this.aggregates.apply(manager, [
        { checkIn: { ...checkIn, id }, total: 1, public: counted },
      ]);
      const row = { ...checkIn, id, ...applied.rowsOf(0) };
      // Columns named explicitly: TypeORM leaves out a generated id otherwise.
      await manager.createQueryBuilder().insert().into(CheckInEntity, Object.keys(row)).values(row).execute();
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
  ): Promise<CheckInEntity | null> {
    return this.dataSource.transaction(async (manager) => {
      const counted = await this.lockAuthor(manager, ownerId);
      const current = await this.lockOwned(manager, id, ownerId);
      if (!current) return null;
      if (COUNTED_FIELDS.some((field) => changes[field] !== undefined)) {
        // In before out: a check-in staying with its coffee never takes the row's count to 0.
        const applied = await this.aggregates.apply(manager, [
          { checkIn: { ...current, ...changes }, total: 1, public: counted },
          ...leaving(current, counted),
        ]);
        await manager.update(CheckInEntity, { id }, { ...changes, ...applied.rowsOf(0) });
        await this.aggregates.settle(manager, applied);
      } else {
        await manager.update(CheckInEntity, { id }, changes);
      }
      const updated = await manager.findOneByOrFail(CheckInEntity, { id });
      await eventOf(updated).appendTo(manager);
      return updated;
    });
  }

  /** Deletes the check-in (likes, saves, comments and reports cascade) when `ownerId` owns it. */
  delete(
    id: number,
    ownerId: number,
    eventOf: (deleted: CheckInEntity) => PendingEvent,
  ): Promise<CheckInEntity | null> {
    return this.dataSource.transaction(async (manager) => {
      const counted = await this.lockAuthor(manager, ownerId);
      const current = await this.lockOwned(manager, id, ownerId);
      if (!current) return null;
      const applied = await this.aggregates.apply(manager, leaving(current, counted));
      await manager.delete(CheckInEntity, { id });
      await this.aggregates.settle(manager, applied);
      await eventOf(current).appendTo(manager);
      return current;
    });
  }

  /** 1 when the author's check-ins count as public, else 0. */
  private async lockAuthor(manager: EntityManager, userId: number): Promise<0 | 1> {
    return (await this.aggregates.lockAuthor(manager, userId, 'share')) ? 1 : 0;
  }

  private lockOwned(manager: EntityManager, id: number, ownerId: number): Promise<CheckInEntity | null> {
    return manager.findOne(CheckInEntity, {
      where: { id, userId: ownerId },
      lock: { mode: 'pessimistic_write' },
    });
  }
}

/** The check-in's way out of the aggregates; none when it was never counted (a bulk load not rebuilt yet). */
function leaving(current: CheckInEntity, counted: 0 | 1): AggregateChange[] {
  return current.coffeeId === null ? [] : [{ checkIn: current, total: -1, public: counted ? -1 : 0 }];
}
