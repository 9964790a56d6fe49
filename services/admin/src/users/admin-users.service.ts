import { Injectable } from '@nestjs/common';
import type { AdminUser, AdminUsersQuery } from '@crema/contracts/admin/users';
import type { Page } from '@crema/contracts/common/page';
import type { Actor } from '@crema/contracts/common/rpc';
import { listAccounts } from '@crema/contracts/identity/rpc';
import { cursorIdSchema, keysetPage, listCursor, RpcClient } from '@crema/messaging';
import { z } from 'zod';
import { AdminUsersRepository, type PersonPosition, type PersonRow } from './admin-users.repository';

const cursors = {
  joined: listCursor('joined', { value: z.iso.datetime(), id: cursorIdSchema }),
  checkIns: listCursor('checkIns', { value: z.number().int().nonnegative(), id: cursorIdSchema }),
};

/**
 * The admin users list: people and their check-in counts from the projection (so it can sort by
 * them), emails and roles from identity, which owns them (one request per page, for the person asking).
 */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly people: AdminUsersRepository,
    private readonly rpc: RpcClient,
  ) {}

  async page(actor: Actor, query: AdminUsersQuery): Promise<Page<AdminUser>> {
    const emailMatches = query.query
      ? (await this.rpc.send(listAccounts, { actor, email: query.query })).map((account) => account.id)
      : [];
    const rows = await this.people.page(query, this.positionOf(query), emailMatches);
    const page = keysetPage(
      rows,
      query.limit,
      (row) => row,
      (last) => this.cursorOf(query, last),
    );
    const accounts = page.items.length
      ? await this.rpc.send(listAccounts, { actor, ids: page.items.map((row) => row.id) })
      : [];
    const byId = new Map(accounts.map((account) => [account.id, account]));
    // Someone identity no longer has (deleted a moment ago) is left out.
    const items = page.items.flatMap((row) => {
      const account = byId.get(row.id);
      return account
        ? [
            {
              id: row.id,
              username: row.username,
              email: account.email,
              avatarUrl: row.avatar_url,
              isAdmin: account.isAdmin,
              createdAt: account.createdAt,
              checkInsCount: row.check_ins_count,
            },
          ]
        : [];
    });
    return { items, nextCursor: page.nextCursor };
  }

  private positionOf(query: AdminUsersQuery): PersonPosition | undefined {
    return query.sort === 'joined'
      ? cursors.joined.decode(query.cursor)
      : cursors.checkIns.decode(query.cursor);
  }

  private cursorOf(query: AdminUsersQuery, last: PersonRow): string {
    return query.sort === 'joined'
      ? cursors.joined.encode({ value: new Date(last.joined_at).toISOString(), id: last.id })
      : cursors.checkIns.encode({ value: last.check_ins_count, id: last.id });
  }
}
