import { passwordResetEmailJob, passwordResetEmailJobId } from './mail.jobs';

const requestReference = '6f1c2d4e-8a9b-4c3d-9e8f-0a1b2c3d4e5f';

describe('the password-reset-email job', () => {
  it('carries a request reference and nothing else', () => {
    expect(passwordResetEmailJob.payload.parse({ requestReference })).toEqual({ requestReference });
    for (const extra of [
      { resetUrl: 'https://crema.example/reset-password?token=abc' },
      { token: 'abc' },
      { to: 'ada@example.com' },
    ]) {
      expect(passwordResetEmailJob.payload.safeParse({ requestReference, ...extra }).success).toBe(false);
    }
    expect(passwordResetEmailJob.payload.safeParse({ requestReference: 'not-a-uuid' }).success).toBe(false);
  });

  it('is queued once per request, under an id BullMQ accepts', () => {
    expect(passwordResetEmailJobId(requestReference)).toBe(`password-reset-${requestReference}`);
    expect(passwordResetEmailJobId(requestReference)).not.toContain(':');
  });
});
