import { RpcError } from '@crema/messaging';
import { decodeCursor, encodeCursor } from './feed-cursor';

describe('feed cursors', () => {
  it('round-trips a cursor of its own kind', () => {
    const cursor = encodeCursor<'discover.top'>({ k: 'discover.top', r: 5, l: 3, id: 42 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor('discover.top', cursor)).toEqual({ k: 'discover.top', r: 5, l: 3, id: 42 });
    expect(decodeCursor('discover.top', undefined)).toBeUndefined();
  });

  it.each([
    ['garbage', 'not-base64-json'],
    ['another kind', encodeCursor<'discover.recent'>({ k: 'discover.recent', id: 1 })],
    [
      'a forged key',
      Buffer.from(JSON.stringify({ k: 'discover.top', r: 9, l: 0, id: 1 })).toString('base64url'),
    ],
    [
      'extra fields',
      Buffer.from(JSON.stringify({ k: 'discover.top', r: 1, l: 0, id: 1, x: 1 })).toString('base64url'),
    ],
  ])('rejects %s with a 400', (_label, cursor) => {
    let error: unknown;
    try {
      decodeCursor('discover.top', cursor);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RpcError);
    expect((error as RpcError).body).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});
