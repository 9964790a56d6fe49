import { RpcError } from '@crema/messaging';
import { z } from 'zod';

/** The follow lists, each newest edge first. */
export const FOLLOW_LISTS = ['friends', 'followers', 'following'] as const;
export type FollowList = (typeof FOLLOW_LISTS)[number];

/**
 * Keyset cursors of the follow lists: base64url JSON naming the list (`k`) and the edge id of the
 * previous page's last entry (for friends, the later of the two edges). A cursor that does not
 * decode, does not validate or belongs to another list is a 400.
 */
const cursorSchema = z
  .object({ k: z.enum(FOLLOW_LISTS), id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
  .strict();
export type FollowCursor = z.output<typeof cursorSchema>;

export const INVALID_CURSOR = 'cursor is invalid';

export function encodeFollowCursor(cursor: FollowCursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

/** The edge id the page starts below, undefined for a first page. */
export function decodeFollowCursor(list: FollowList, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const parsed = cursorSchema.safeParse(json);
  if (!parsed.success || parsed.data.k !== list) throw invalidCursor();
  return parsed.data.id;
}

function invalidCursor(): RpcError {
  return RpcError.validation(INVALID_CURSOR, [{ path: 'cursor', message: INVALID_CURSOR }]);
}
