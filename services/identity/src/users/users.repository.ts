import { Injectable } from '@nestjs/common';
import type { Preferences } from '@crema/contracts/identity/user';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { PendingEvent } from '@crema/messaging';
import { uniqueViolationConstraint } from '@crema/database';
import { EMAIL_UNIQUE_CONSTRAINT, USERNAME_UNIQUE_INDEX, UserEntity } from './entities/user.entity';

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
}

export interface UserChanges {
  username?: string;
  email?: string;
  bio?: string | null;
  avatarUrl?: string | null;
  isAdmin?: boolean;
  passwordHash?: string;
  preferences?: Preferences;
}

export interface AccountFilter {
  ids?: number[];
  emailContains?: string;
}

export type UniqueField = 'username' | 'email';

/** A write collided with another user's username or email (the database's unique index decided). */
export class UniqueFieldTakenError extends Error {
  constructor(readonly field: UniqueField) {
    super(`${field} is already taken`);
    this.name = 'UniqueFieldTakenError';
  }
}

const FIELD_OF_CONSTRAINT: Record<string, UniqueField> = {
  [USERNAME_UNIQUE_INDEX]: 'username',
  [EMAIL_UNIQUE_CONSTRAINT]: 'email',
};

@Injectable()
export class UsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  findById(id: number): Promise<UserEntity | null> {
    return this.dataSource.manager.findOneBy(UserEntity, { id });
  }

  /** The users of `ids` that exist, in one query (any order). */
  findByIds(ids: readonly number[]): Promise<UserEntity[]> {
    return ids.length === 0
      ? Promise.resolve([])
      : this.dataSource.manager.findBy(UserEntity, { id: In([...ids]) });
  }

  /** Case-insensitive, served by the unique index on lower(username). */
  findByUsername(username: string): Promise<UserEntity | null> {
    return this.dataSource.manager
      .createQueryBuilder(UserEntity, 'user')
      .where('lower(user.username) = lower(:username)', { username })
      .getOne();
  }

  /** Emails are stored lower-cased; callers pass them normalised by the contracts schema. */
  findByEmail(email: string): Promise<UserEntity | null> {
    return this.dataSource.manager.findOneBy(UserEntity, { email });
  }

  /** Served by the partial index of administrators. */
  adminExists(): Promise<boolean> {
    return this.dataSource.manager.existsBy(UserEntity, { isAdmin: true });
  }

  /**
   * Accounts by id and/or by any part of their email (case-insensitive, the text taken literally:
   * `%` and `_` match themselves), oldest first; without a filter, the oldest accounts.
   */
  listAccounts(filter: AccountFilter, limit: number): Promise<UserEntity[]> {
    const query = this.dataSource.manager
      .createQueryBuilder(UserEntity, 'user')
      .select(['user.id', 'user.email', 'user.isAdmin', 'user.createdAt'])
      .orderBy('user.id', 'ASC')
      .limit(limit);
    if (filter.ids) query.andWhere('user.id = ANY(:ids)', { ids: filter.ids });
    if (filter.emailContains !== undefined) {
      query.andWhere(`user.email ILIKE :pattern ESCAPE '\\'`, {
        pattern: `%${escapeLikePattern(filter.emailContains)}%`,
      });
    }
    return query.getMany();
  }

  /**
   * Sets the emailNotifications preference to false in one statement, so it cannot undo a
   * concurrent settings change. No user.updated: the preference is not part of the public profile
   * that event carries (a change of it in the settings announces nothing either).
   */
  async turnOffEmailNotifications(id: number): Promise<void> {
    await this.dataSource.manager
      .createQueryBuilder()
      .update(UserEntity)
      .set({ preferences: () => `preferences || '{"emailNotifications": false}'::jsonb` })
      .where('id = :id', { id })
      .execute();
  }

  /** Inserts the user and its event in one transaction. */
  async create(user: NewUser, eventOf: (created: UserEntity) => PendingEvent): Promise<UserEntity> {
    return this.writing(async (manager) => {
      const created = await manager.save(manager.create(UserEntity, user));
      await eventOf(created).appendTo(manager);
      return created;
    });
  }

  /**
   * Applies the changes and, when `eventOf` yields one, writes its event in the same transaction.
   * Answers null when the user does not exist (any more).
   */
  async update(
    id: number,
    changes: UserChanges,
    eventOf: (before: UserEntity, after: UserEntity) => PendingEvent | undefined = () => undefined,
  ): Promise<UserEntity | null> {
    return this.writing(async (manager) => {
      const before = await manager.findOne(UserEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!before) return null;
      // TypeORM refuses an UPDATE without values; a no-op change is legitimate.
      if (Object.keys(changes).length > 0) await manager.update(UserEntity, { id }, changes);
      const after = await manager.findOneByOrFail(UserEntity, { id });
      await eventOf(before, after)?.appendTo(manager);
      return after;
    });
  }

  private async writing<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      const constraint = uniqueViolationConstraint(error);
      const field = constraint ? FIELD_OF_CONSTRAINT[constraint] : undefined;
      if (field) throw new UniqueFieldTakenError(field);
      throw error;
    }
  }
}

/** LIKE's wildcards and its escape character, escaped so that the text matches only itself. */
function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
