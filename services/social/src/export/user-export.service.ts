import { Injectable } from '@nestjs/common';
import type { Actor } from '@crema/contracts/common/rpc';
import type { SocialExport } from '@crema/contracts/social/rpc';
import { UserExportRepository, type ConnectionRow } from './user-export.repository';

/** The social part of a user's data export: whom they follow and who follows them. */
@Injectable()
export class UserExportService {
  constructor(private readonly exports: UserExportRepository) {}

  async export(actor: Actor): Promise<SocialExport> {
    const { following, followers } = await this.exports.connections(actor.userId);
    return { following: following.map(toConnection), followers: followers.map(toConnection) };
  }
}

function toConnection(row: ConnectionRow): SocialExport['following'][number] {
  return { userId: row.user_id, username: row.username, since: row.since.toISOString() };
}
