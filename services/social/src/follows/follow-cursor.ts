import { decodePageCursor, encodePageCursor } from '@crema/messaging';
import { z } from 'zod';

/** The follow lists, each newest edge first. */
export type FollowList = 'friends' | 'followers' | 'following';

/**
 * A follow list's cursor names the list (`k`) and the edge id of the previous page's last entry
 * (for friends, the later of the two edges); a cursor of another list is as invalid as a forged one.
 */
const cursorOf = (list: FollowList) =>
  z.object({ k: z.literal(list), id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict();

export function encodeFollowCursor(list: FollowList, edgeId: number): string {
  return encodePageCursor({ k: list, id: edgeId });
}

/** The edge id the page starts below, undefined for a first page; 400 for a cursor that is not valid. */
export function decodeFollowCursor(list: FollowList, cursor: string | undefined): number | undefined {
  return cursor === undefined ? undefined : decodePageCursor(cursorOf(list), cursor).id;
}
