import type { z } from 'zod';
import { RpcError } from './rpc-error';

const INVALID_CURSOR = 'cursor is invalid';

/** The opaque cursor of a keyset page: base64url JSON of the previous page's last sort key. */
export function encodePageCursor(position: object): string {
  return Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
}

/** The position a cursor names, read with `schema`; one that does not decode or validate is a 400. */
export function decodePageCursor<Schema extends z.ZodType>(schema: Schema, cursor: string): z.output<Schema> {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw invalidCursor();
  return parsed.data;
}

function invalidCursor(): RpcError {
  return RpcError.validation(INVALID_CURSOR, [{ path: 'cursor', message: INVALID_CURSOR }]);
}
