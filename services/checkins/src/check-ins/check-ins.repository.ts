import { Injectable } from '@nestjs/common';
import type { BrewDetails } from '@crema/contracts/checkins/brew-details';
import { DataSource, type EntityManager } from 'typeorm';
import type { PendingEvent } from '@crema/messaging';
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

@Injectable()
export class CheckInsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts the check-in and its event in one transaction. */
  create(checkIn: NewCheckIn, eventOf: (created: CheckInEntity) => PendingEvent): Promise<CheckInEntity> {
    return this.dataSource.transaction(async (manager) => {
      const { id } = await manager.save(manager.create(CheckInEntity, checkIn));
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
      const current = await this.lockOwned(manager, id, ownerId);
      if (!current) return null;
      await manager.update(CheckInEntity, { id }, changes);
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
      const current = await this.lockOwned(manager, id, ownerId);
      if (!current) return null;
      await manager.delete(CheckInEntity, { id });
      await eventOf(current).appendTo(manager);
      return current;
    });
  }

  private lockOwned(manager: EntityManager, id: number, ownerId: number): Promise<CheckInEntity | null> {
    return manager.findOne(CheckInEntity, {
      where: { id, userId: ownerId },
      lock: { mode: 'pessimistic_write' },
    });
  }
}
