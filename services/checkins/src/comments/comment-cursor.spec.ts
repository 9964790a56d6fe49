import { commentCursor } from './comment-cursor';

describe('comment cursors', () => {
  it('round-trips the last id, in the wire form cursors already handed out have', () => {
    expect(commentCursor.encode(42)).toBe(Buffer.from('42').toString('base64url'));
    expect(commentCursor.decode(commentCursor.encode(42))).toBe(42);
    expect(commentCursor.decode(undefined)).toBeUndefined();
  });

  it.each([
    '',
    'abc',
    Buffer.from('0').toString('base64url'),
    Buffer.from('-3').toString('base64url'),
    Buffer.from('99999999999').toString('base64url'),
    Buffer.from(String(2 ** 31)).toString('base64url'),
    Buffer.from('4.2e1').toString('base64url'),
    Buffer.from(' 42').toString('base64url'),
    Buffer.from('{"id":1}').toString('base64url'),
  ])('refuses the forged cursor %j with a 400', (cursor) => {
    let failure: unknown;
    try {
      commentCursor.decode(cursor);
    } catch (error) {
      failure = error;
    }
    expect(failure).toMatchObject({ body: { status: 400, code: 'validation_failed' } });
  });
});
