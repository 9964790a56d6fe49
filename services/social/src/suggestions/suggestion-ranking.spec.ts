import type { FriendEntry } from '@crema/contracts/social/rest';
import { rankSuggestions } from './suggestion-ranking';

const entry = (id: number, mutualFriends: number): FriendEntry => ({
  id,
  username: `user${id}`,
  avatarUrl: null,
  checkInsCount: 0,
  mutualFriends,
  isFollowing: false,
  followsYou: false,
});

describe('suggestion ranking', () => {
  it('puts more mutual friends first, then more shared coffee history, then the lower id', () => {
    const entries = [entry(5, 0), entry(4, 1), entry(3, 2), entry(2, 1), entry(1, 0), entry(6, 1)];
    const similarity = new Map([
      [5, 9],
      [1, 3],
      [2, 4],
      [6, 4],
    ]);
    expect(rankSuggestions(entries, similarity, 10).map((e) => e.id)).toEqual([3, 2, 6, 4, 5, 1]);
  });

  it('answers at most `max` and leaves its input alone', () => {
    const entries = [entry(1, 0), entry(2, 3), entry(3, 1)];
    expect(rankSuggestions(entries, new Map(), 2).map((e) => e.id)).toEqual([2, 3]);
    expect(entries.map((e) => e.id)).toEqual([1, 2, 3]);
  });
});
