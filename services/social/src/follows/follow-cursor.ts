import { listCursor } from '@crema/messaging';
import { z } from 'zod';

/**
 * The follow lists, each newest edge first. A list's cursor names the list and holds the edge id of
 * the previous page's last entry (for friends, the later of the two edges); a cursor of another
 * list is a 400 like a forged one.
 */
const edgeId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const FOLLOW_CURSORS = {
  friends: listCursor('friends', { id: edgeId }),
  followers: listCursor('followers', { id: edgeId }),
  following: listCursor('following', { id: edgeId }),
} as const;
export type FollowList = keyof typeof FOLLOW_CURSORS;
