import { Writable } from 'node:stream';
import { createLogger } from './logger';

function captured() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger('test', 'info', stream) };
}

describe('createLogger', () => {
  it('censors passwords, tokens, reset links, cookies and authorization headers', () => {
    const { lines, logger } = captured();
    logger.info(
      {
        password: 'hunter2',
        body: { currentPassword: 'old', newPassword: 'new', token: 'crema_pat_x' },
        job: { resetUrl: 'https://crema.example/reset-password?token=abc' },
        req: {
          headers: { authorization: 'Bearer crema_pat_y', cookie: 'crema_sid=z', 'user-agent': 'curl' },
        },
        username: 'maya',
      },
      'something happened',
    );
    const text = JSON.stringify(lines);
    for (const secret of [
      'hunter2',
      '"old"',
      '"new"',
      'crema_pat_x',
      'token=abc',
      'crema_pat_y',
      'crema_sid=z',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(lines[0]).toMatchObject({
      username: 'maya',
      password: '[redacted]',
      req: { headers: { authorization: '[redacted]', cookie: '[redacted]', 'user-agent': 'curl' } },
    });
  });
});
