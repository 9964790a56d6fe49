import { FOLLOW_CURSORS } from './follow-cursor';

const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('follow list cursors', () => {
  it('round-trip the edge id of their own list, in the wire form cursors already handed out have', () => {
    const cursor = FOLLOW_CURSORS.followers.encode({ id: 42 });
    expect(cursor).toBe(encoded({ k: 'followers', id: 42 }));
    expect(FOLLOW_CURSORS.followers.decode(cursor)).toEqual({ k: 'followers', id: 42 });
    expect(FOLLOW_CURSORS.friends.decode(undefined)).toBeUndefined();
  });

  it.each([
    ['not base64 JSON', 'abc'],
    ['another list', FOLLOW_CURSORS.following.encode({ id: 42 })],
    ['a zero id', encoded({ k: 'followers', id: 0 })],
    ['a fractional id', encoded({ k: 'followers', id: 1.5 })],
    ['an id beyond safe integers', encoded({ k: 'followers', id: 2 ** 60 })],
    ['a string id', encoded({ k: 'followers', id: '42' })],
    ['extra fields', encoded({ k: 'followers', id: 42, owner: 7 })],
    ['an unknown list', encoded({ k: 'everyone', id: 42 })],
    ['a JSON array', encoded([42])],
  ])('refuses %s with a 400', (_label, cursor) => {
    let failure: unknown;
    try {
      FOLLOW_CURSORS.followers.decode(cursor);
    } catch (error) {
      failure = error;
    }
    expect(failure).toMatchObject({
      body: {
        status: 400,
        code: 'validation_failed',
        errors: [{ path: 'cursor', message: 'cursor is invalid' }],
      },
    });
  });
});
