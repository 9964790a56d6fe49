import {
  addressInUseNoticeJob,
  addressInUseNoticeJobId,
  emailChangeConfirmationJob,
  emailChangeNoticeJob,
  notificationDigestEmailJob,
  notificationDigestEmailJobId,
  notificationDigestSweepJob,
  passwordResetEmailJob,
  passwordResetEmailJobId,
  passwordResetLookupJob,
} from './mail.jobs';

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

describe('the notification digest jobs', () => {
  it('carry a person id and nothing else', () => {
    expect(notificationDigestEmailJob.payload.parse({ userId: 7 })).toEqual({ userId: 7 });
    for (const payload of [{ userId: 7, to: 'ada@example.com' }, { userId: 0 }, { userId: '7' }, {}]) {
      expect(notificationDigestEmailJob.payload.safeParse(payload).success).toBe(false);
    }
    expect(notificationDigestSweepJob.payload.safeParse({ userId: 7 }).success).toBe(false);
  });

  it('are queued once per person and sweep, under an id BullMQ accepts', () => {
    expect(notificationDigestEmailJobId(7, 1_764_000_000_000)).toBe('notification-digest-7-1764000000000');
    expect(notificationDigestEmailJobId(7, 1_764_000_000_000)).not.toContain(':');
  });
});

describe('the account security jobs', () => {
  it('name a row and hold no address, token or link', () => {
    for (const definition of [passwordResetLookupJob, emailChangeConfirmationJob, emailChangeNoticeJob]) {
      const reference = { [Object.keys(definition.payload.shape)[0] ?? '']: requestReference };
      expect(definition.payload.safeParse(reference).success).toBe(true);
      for (const extra of [{ email: 'ada@example.com' }, { token: 'abc' }, { to: 'ada@example.com' }]) {
        expect(definition.payload.safeParse({ ...reference, ...extra }).success).toBe(false);
      }
    }
    expect(addressInUseNoticeJob.payload.safeParse({ userId: 7, attempt: 'registration' }).success).toBe(
      true,
    );
    expect(
      addressInUseNoticeJob.payload.safeParse({ userId: 7, attempt: 'registration', to: 'a@b.c' }).success,
    ).toBe(false);
  });

  it('tell an address owner at most once an hour per kind of attempt', () => {
    const at = new Date('2026-11-26T10:05:00Z');
    const sameHour = new Date('2026-11-26T10:55:00Z');
    expect(addressInUseNoticeJobId(7, 'registration', at)).toBe(
      addressInUseNoticeJobId(7, 'registration', sameHour),
    );
    expect(addressInUseNoticeJobId(7, 'registration', at)).not.toBe(
      addressInUseNoticeJobId(7, 'registration', new Date('2026-11-26T11:00:00Z')),
    );
    expect(addressInUseNoticeJobId(7, 'registration', at)).not.toBe(
      addressInUseNoticeJobId(7, 'email-change', at),
    );
    expect(addressInUseNoticeJobId(7, 'registration', at)).not.toContain(':');
  });
});
