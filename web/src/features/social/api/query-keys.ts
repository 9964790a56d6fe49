import { profileKeys } from '@/lib/query-keys';

/**
 * Query keys of the social lists and profiles, each starting with its endpoint (SPEC §7). Every
 * profile query starts with `profiles`, so one prefix reaches a profile and its lists.
 */
export const socialKeys = {
  friends: ['/api/friends'] as const,
  followers: ['/api/followers'] as const,
  following: ['/api/following'] as const,
  suggestions: ['/api/friends/suggestions'] as const,
  profiles: profileKeys.all,
  profile: profileKeys.profile,
  userFollowers: (username: string) => ['/api/users', username, 'followers'] as const,
  userFollowing: (username: string) => ['/api/users', username, 'following'] as const,
};
