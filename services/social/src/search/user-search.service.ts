import { Injectable } from '@nestjs/common';
import type { Actor } from '@crema/contracts/common/rpc';
import type { UserResult } from '@crema/contracts/search/search';
import { SEARCH_RESULTS_MAX } from '@crema/contracts/search/search-terms';
import { UserSearchRepository } from './user-search.repository';

/** The users tab of search: people the viewer may see (ADR 0005), best match first. */
@Injectable()
export class UserSearchService {
  constructor(private readonly users: UserSearchRepository) {}

  async search(viewer: Actor | null, text: string): Promise<UserResult[]> {
    const rows = await this.users.search(viewer?.userId ?? null, text, SEARCH_RESULTS_MAX);
    return rows.map((row) => ({
      id: row.id,
      username: row.username,
      avatarUrl: row.avatar_url,
      checkInsCount: row.check_ins_count,
      isFollowing: row.is_following,
    }));
  }
}
