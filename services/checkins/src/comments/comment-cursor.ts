import { RpcError } from '@crema/messaging';

const MAX_ID = 2 ** 31 - 1;
export const INVALID_CURSOR = 'cursor is invalid';

/** The opaque cursor of a comments page: base64url of the last comment id shown. */
export function encodeCommentCursor(lastId: number): string {
  return Buffer.from(String(lastId), 'utf8').toString('base64url');
}

/** The id after which the page starts (0 for the first page); a forged cursor is a 400. */
export function decodeCommentCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id > MAX_ID || encodeCommentCursor(id) !== cursor) {
    throw RpcError.validation(INVALID_CURSOR, [{ path: 'cursor', message: INVALID_CURSOR }]);
  }
  return id;
}
