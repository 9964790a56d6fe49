import { Injectable } from '@nestjs/common';
import type { Actor } from '@crema/contracts/common/rpc';
import { SUGGESTIONS_MAX, type FriendEntry } from '@crema/contracts/social/rest';
import { FriendEntriesRepository } from '../friend-entries/friend-entries.repository';
import { toFriendEntry } from '../friend-entries/friend-entry-sql';
import { rankSuggestions } from './suggestion-ranking';
import { SuggestionsRepository } from './suggestions.repository';

/** People to follow: through the people the actor follows, then through a similar coffee history. */
@Injectable()
export class SuggestionsService {
  constructor(
    private readonly suggestions: SuggestionsRepository,
    private readonly entries: FriendEntriesRepository,
  ) {}

  async suggest(actor: Actor): Promise<FriendEntry[]> {
    const [throughFollowees, bySimilarHistory] = await Promise.all([
      this.suggestions.friendsOfFollowees(actor.userId, SUGGESTIONS_MAX),
      this.suggestions.similarHistory(actor.userId, SUGGESTIONS_MAX),
    ]);
    const ids = [...new Set([...throughFollowees, ...bySimilarHistory].map((candidate) => candidate.id))];
    if (ids.length === 0) return [];
    // The entries carry the exact mutualFriends the ranking orders by.
    const rows = await this.entries.byIds(actor.userId, ids);
    const similarity = new Map(bySimilarHistory.map((candidate) => [candidate.id, candidate.similarity]));
    return rankSuggestions(rows.map(toFriendEntry), similarity, SUGGESTIONS_MAX);
  }
}
