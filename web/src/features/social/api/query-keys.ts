/**
 * Query keys of the social lists and profiles, each starting with its endpoint (SPEC §7). Every
 * profile query starts with `profiles`, so one prefix reaches a profile and its lists.
 */
export const socialKeys = {
  friends: ['/api/friends'] as const,
  followers: ['/api/followers'] as const,
  following: ['/api/following'] as const,
  suggestions: ['/api/friends/suggestions'] as const,
  profiles: ['/api/users'] as const,
  profile: (username: string) => ['/api/users', username] as const,
  userFollowers: (username: string) => ['/api/users', username, 'followers'] as const,
  userFollowing: (username: string) => ['/api/users', username, 'following'] as const,
};

/**
 * The people found by search: the search answers carry `isFollowing`, so a follow made anywhere
 * shows there at once. Named by the endpoint (SPEC §7: the key starts with it, type and query follow).
 */
export const searchUsersKey = ['/api/search', { type: 'users' }] as const;

/** The check-in feeds: the home feed's friends filter changes with every follow. */
export const checkInFeedsKey = ['/api/check-ins'] as const;
