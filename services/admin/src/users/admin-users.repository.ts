import { Injectable } from '@nestjs/common';
import type { AdminUsersQuery } from '@crema/contracts/admin/users';
import { DataSource } from 'typeorm';
import { likeContaining } from '../catalogue/roasters.repository';

export interface PersonRow {
  id: number;
  username: string;
  avatar_url: string | null;
  joined_at: Date;
  check_ins_count: number;
}

/** Where the previous page ended: the sort value and the id of its last row. */
export interface PersonPosition {
  value: string | number;
  id: number;
}

const SORT_COLUMNS = { joined: 'joined_at', checkIns: 'check_ins_count' } as const;

/** Reads the people the projection knows, for the admin users list. */
@Injectable()
export class AdminUsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * A page in the query's order (ties by id), after `after`; with a search, the people whose
   * username contains it or whose id is among `emailMatches`.
   */
  page(
    query: AdminUsersQuery,
    after: PersonPosition | undefined,
    emailMatches: number[],
  ): Promise<PersonRow[]> {
    const column = SORT_COLUMNS[query.sort];
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const beyond = query.order === 'asc' ? '>' : '<';
    const cast = query.sort === 'joined' ? 'timestamptz' : 'int';
    return this.dataSource.query<PersonRow[]>(
      `SELECT id, username, avatar_url, joined_at, check_ins_count FROM admin.people
       WHERE username IS NOT NULL AND joined_at IS NOT NULL
         AND ($1::text IS NULL OR username ILIKE $1 OR id = ANY($2::int[]))
         AND ($3::text IS NULL OR (${column}, id) ${beyond} ($3::${cast}, $4::int))
       ORDER BY ${column} ${direction}, id ${direction} LIMIT $5`,
      [
        query.query ? likeContaining(query.query) : null,
        emailMatches,
        after === undefined ? null : String(after.value),
        after?.id ?? null,
        query.limit + 1,
      ],
    );
  }
}
