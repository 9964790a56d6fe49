import { z } from 'zod';
import { RpcError } from '../rpc/rpc-error';
import { cursorIdSchema, keysetPage, listCursor, pageCursor } from './keyset-page';

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

function failureOf(decode: () => unknown): unknown {
  try {
    decode();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('page cursors', () => {
  const ids = pageCursor(cursorIdSchema);
  const recent = listCursor('recent', { id: cursorIdSchema });
  const top = listCursor('top', { r: z.number().int().min(1).max(5), id: cursorIdSchema });

  it('are base64url JSON of the sort key, and a list cursor names its list first', () => {
    expect(ids.encode(42)).toBe(base64url('42'));
    expect(top.encode({ r: 5, id: 42 })).toBe(base64url('{"k":"top","r":5,"id":42}'));
    expect(ids.decode(base64url('42'))).toBe(42);
    expect(top.decode(base64url('{"k":"top","r":5,"id":42}'))).toEqual({ k: 'top', r: 5, id: 42 });
  });

  it('write a list cursor in one spelling whatever the order the caller names the key in', () => {
    expect(top.encode({ id: 42, r: 5 })).toBe(top.encode({ r: 5, id: 42 }));
  });

  it('answer undefined for a first page', () => {
    expect(ids.decode(undefined)).toBeUndefined();
    expect(recent.decode(undefined)).toBeUndefined();
  });

  it.each([
    ['an empty cursor', ''],
    ['garbage', 'not-base64-json'],
    ['text that is not JSON', base64url('forty-two')],
    ['a key out of range', base64url('{"k":"top","r":9,"id":1}')],
    ['a key of the wrong type', base64url('{"k":"top","r":5,"id":"1 OR 1=1"}')],
    ['extra fields', base64url('{"k":"top","r":5,"id":1,"x":1}')],
    ['a missing field', base64url('{"k":"top","id":1}')],
    ['a cursor of another list', recent.encode({ id: 1 })],
    ['the same position spelt with spaces', base64url('{"k":"top", "r":5, "id":1}')],
    ['the same position with its keys reordered', base64url('{"r":5,"k":"top","id":1}')],
    ['the same position with a number spelt otherwise', base64url('{"k":"top","r":5,"id":1.0}')],
    ['the same bytes in non-canonical base64url', `${top.encode({ r: 5, id: 1 })}=`],
  ])('refuse %s with a 400 naming the cursor', (_label, cursor) => {
    const failure = failureOf(() => top.decode(cursor));
    expect(failure).toBeInstanceOf(RpcError);
    expect((failure as RpcError).body).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'cursor is invalid',
      errors: [{ path: 'cursor', message: 'cursor is invalid' }],
    });
  });
});

describe('keysetPage', () => {
  const rows = [{ id: 9 }, { id: 8 }, { id: 7 }];
  const cursorOf = (last: { id: number }) => `after-${last.id}`;

  it('shows `limit` rows and the cursor of the last one shown when a row more came back', () => {
    expect(keysetPage(rows, 2, (row) => row.id * 10, cursorOf)).toEqual({
      items: [90, 80],
      nextCursor: 'after-8',
    });
  });

  it('has no next page when no row more came back', () => {
    expect(keysetPage(rows, 3, (row) => row.id, cursorOf)).toEqual({ items: [9, 8, 7], nextCursor: null });
    expect(keysetPage([], 3, (row: { id: number }) => row.id, cursorOf)).toEqual({
      items: [],
      nextCursor: null,
    });
  });
});
