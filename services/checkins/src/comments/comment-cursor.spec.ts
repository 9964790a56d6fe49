import { decodeCommentCursor, encodeCommentCursor } from './comment-cursor';

describe('comment cursors', () => {
  it('round-trips the last id', () => {
    expect(decodeCommentCursor(encodeCommentCursor(42))).toBe(42);
    expect(decodeCommentCursor(undefined)).toBe(0);
  });

  it.each([
    '',
    'abc',
    Buffer.from('0').toString('base64url'),
    Buffer.from('-3').toString('base64url'),
    Buffer.from('99999999999').toString('base64url'),
    Buffer.from('{"id":1}').toString('base64url'),
  ])('refuses the forged cursor %j with a 400', (cursor) => {
    let failure: unknown;
    try {
      decodeCommentCursor(cursor);
    } catch (error) {
      failure = error;
    }
    expect(failure).toMatchObject({ body: { status: 400, code: 'validation_failed' } });
  });
});
