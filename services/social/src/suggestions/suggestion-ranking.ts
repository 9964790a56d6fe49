import type { FriendEntry } from '@crema/contracts/social/rest';

/**
 * Suggestions best first: people followed by more of the people the viewer follows (mutualFriends)
 * first, then by how much of the viewer's coffee history they share, then the older account (lower
 * id) for a stable order. People found only by coffee history have no mutual friends, so they
 * always come after everyone found through the viewer's follows.
 */
export function rankSuggestions(
  entries: readonly FriendEntry[],
  similarityOf: ReadonlyMap<number, number>,
  max: number,
): FriendEntry[] {
  const similarity = (entry: FriendEntry) => similarityOf.get(entry.id) ?? 0;
  return [...entries]
    .sort((a, b) => b.mutualFriends - a.mutualFriends || similarity(b) - similarity(a) || a.id - b.id)
    .slice(0, max);
}
