import { RpcError } from '@crema/messaging';
import { z } from 'zod';

/**
 * Keyset cursors: base64url JSON naming the list they belong to (`k`) and the sort key of the
 * previous page's last item. Each kind has its schema; a cursor that does not decode, does not
 * validate, or belongs to another list is a 400.
 */
const id = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

const byId = <K extends string>(kind: K) => z.object({ k: z.literal(kind), id }).strict();
const byTop = <K extends string>(kind: K) =>
  z
    .object({ k: z.literal(kind), r: z.number().int().min(1).max(5), l: z.number().int().nonnegative(), id })
    .strict();
const byDistance = <K extends string>(kind: K) =>
  z.object({ k: z.literal(kind), d: z.number().nonnegative().max(40_075), id }).strict();

export const CURSORS = {
  'discover.recent': byId('discover.recent'),
  'discover.friends': byId('discover.friends'),
  'discover.top': byTop('discover.top'),
  'discover.nearby': byDistance('discover.nearby'),
  'feed.recent': byId('feed.recent'),
  'feed.friends': byId('feed.friends'),
  'feed.top': byTop('feed.top'),
  'feed.nearby': byDistance('feed.nearby'),
  own: byId('own'),
  user: byId('user'),
  saved: byId('saved'),
} as const;
export type CursorKind = keyof typeof CURSORS;
export type Cursor<K extends CursorKind> = z.output<(typeof CURSORS)[K]>;

export function encodeCursor<K extends CursorKind>(cursor: Cursor<K>): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

/** The cursor of kind `kind`, undefined for a first page; throws RpcError 400 when it is not valid. */
export function decodeCursor<K extends CursorKind>(
  kind: K,
  value: string | undefined,
): Cursor<K> | undefined {
  if (value === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const parsed = CURSORS[kind].safeParse(json);
  if (!parsed.success) throw invalidCursor();
  return parsed.data as Cursor<K>;
}

function invalidCursor(): RpcError {
  return RpcError.validation('cursor is invalid', [{ path: 'cursor', message: 'cursor is invalid' }]);
}
