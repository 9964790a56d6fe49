import { RpcError } from '@crema/messaging';
import { FEED_CURSORS } from './feed-cursor';

const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('feed cursors', () => {
  it('round-trips a cursor of its own kind, in the wire form cursors already handed out have', () => {
    const cursor = FEED_CURSORS['discover.top'].encode({ r: 5, l: 3, id: 42 });
    expect(cursor).toBe(encoded({ k: 'discover.top', r: 5, l: 3, id: 42 }));
    expect(FEED_CURSORS['discover.top'].decode(cursor)).toEqual({ k: 'discover.top', r: 5, l: 3, id: 42 });
    expect(FEED_CURSORS['discover.top'].decode(undefined)).toBeUndefined();
    const nearby = FEED_CURSORS['feed.nearby'].encode({ d: 12.345678901234567, id: 7 });
    expect(FEED_CURSORS['feed.nearby'].decode(nearby)).toEqual({
      k: 'feed.nearby',
      d: 12.345678901234567,
      id: 7,
    });
  });

  it.each([
    ['garbage', 'not-base64-json'],
    ['another kind', FEED_CURSORS['discover.recent'].encode({ id: 1 })],
    ['a forged key', encoded({ k: 'discover.top', r: 9, l: 0, id: 1 })],
    ['an id beyond PostgreSQL integers', encoded({ k: 'discover.top', r: 1, l: 0, id: 2 ** 31 })],
    ['extra fields', encoded({ k: 'discover.top', r: 1, l: 0, id: 1, x: 1 })],
  ])('rejects %s with a 400', (_label, cursor) => {
    let error: unknown;
    try {
      FEED_CURSORS['discover.top'].decode(cursor);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RpcError);
    expect((error as RpcError).body).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});
