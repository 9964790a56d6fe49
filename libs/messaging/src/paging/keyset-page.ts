import type { Page } from '@crema/contracts/common/page';
import { z } from 'zod';
import { RpcError } from '../rpc/rpc-error';

/**
 * Keyset paging of every list a service answers: a page asks for `limit + 1` rows (the extra row
 * only says a next page exists) and hands back an opaque cursor, base64url JSON of the sort key of
 * its last row. A cursor that does not decode, does not validate against its list's schema, or is
 * not spelt exactly as this code writes it (the same position written another way is a forgery
 * too) is a 400 naming `cursor`.
 */
export interface PageCursor<Key, Position = Key> {
  /** The cursor of the page that follows the row with this sort key. */
  encode(key: Key): string;
  /** The position a request's cursor names, undefined for a first page; RpcError 400 if it is not valid. */
  decode(cursor: string | undefined): Position | undefined;
}

const INVALID_CURSOR = 'cursor is invalid';

/** A PostgreSQL integer id, as the sort key of most lists. */
export const cursorIdSchema = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** A cursor that is the sort key itself, read with `schema` (whose output is what it read: no transforms). */
export function pageCursor<Schema extends z.ZodType>(schema: Schema): PageCursor<z.output<Schema>> {
  return {
    encode: (key) => encodePosition(key),
    decode: (cursor) => decodePosition(schema, cursor),
  };
}

/**
 * A cursor that names the list it belongs to (`k`) beside the sort key `key`, so a cursor of
 * another list is as invalid as a forged one; unknown fields are refused too.
 */
export function listCursor<Kind extends string, Key extends z.ZodRawShape>(kind: Kind, key: Key) {
  const schema = z.object({ k: z.literal(kind), ...key }).strict();
  const fields = Object.keys(schema.shape);
  type Position = z.output<typeof schema>;
  const cursor: PageCursor<Omit<Position, 'k'>, Position> = {
    // Fields in the schema's order, which is the order decoding reads them back in.
    encode: (sortKey) => {
      const position: Record<string, unknown> = { k: kind, ...sortKey };
      return encodePosition(Object.fromEntries(fields.map((field) => [field, position[field]])));
    },
    decode: (value) => decodePosition(schema, value),
  };
  return cursor;
}

/** The page of `limit` items from `limit + 1` rows, with the cursor of its last row when more follow. */
export function keysetPage<Row, Item>(
  rows: readonly Row[],
  limit: number,
  toItem: (row: Row) => Item,
  cursorOf: (last: Row) => string,
): Page<Item> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map((row) => toItem(row)),
    nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null,
  };
}

function encodePosition(position: unknown): string {
  return Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
}

function decodePosition<Schema extends z.ZodType>(
  schema: Schema,
  cursor: string | undefined,
): z.output<Schema> | undefined {
  if (cursor === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success || encodePosition(parsed.data) !== cursor) throw invalidCursor();
  return parsed.data;
}

function invalidCursor(): RpcError {
  return RpcError.validation(INVALID_CURSOR, [{ path: 'cursor', message: INVALID_CURSOR }]);
}
