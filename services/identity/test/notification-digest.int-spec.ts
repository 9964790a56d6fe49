import { getCurrentUser, unsubscribeFromEmail, updateSettings } from '@crema/contracts/identity/rpc';
import type { SelfUser } from '@crema/contracts/identity/user';
import type { Notification } from '@crema/contracts/social/notifications';
import { eventually } from '@crema/testing';
import { UnsubscribeTokens } from '../src/email-unsubscribe/unsubscribe-token';
import {
  DigestRecipientsRepository,
  FIRST_DUE,
} from '../src/notification-digest/digest-recipients.repository';
import { APP_URL, startIdentity, UNSUBSCRIBE_TOKEN_SECRET, type IdentityFixture } from './identity-fixture';

let identity: IdentityFixture;
const tokens = new UnsubscribeTokens(UNSUBSCRIBE_TOKEN_SECRET);
const actorOf = (user: SelfUser) => ({ userId: user.id, isAdmin: false });

beforeAll(async () => {
  identity = await startIdentity({ digestSweepEverySeconds: 1 });
});

afterAll(async () => {
  await identity?.close();
});

let nextNotificationId = 1;
function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: nextNotificationId++,
    type: 'like',
    actor: { id: 9000, username: 'maya', avatarUrl: null },
    actorsCount: 1,
    checkInId: 12,
    text: 'maya liked your check-in',
    createdAt: new Date().toISOString(),
    readAt: null,
    ...overrides,
  };
}

/** The messages written to the person, read as text (quoted-printable undone). */
async function mailsTo(email: string): Promise<string[]> {
  return (await identity.mails())
    .filter((eml) => eml.includes(`To: ${email}`))
    .map((eml) =>
      eml
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

/** A header field's value, unfolded (RFC 5322 folds long ones onto indented lines). */
function headerOf(eml: string, name: string): string | undefined {
  const head = eml.slice(0, eml.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1];
}

async function lastDigestAt(userId: number): Promise<Date | null> {
  const [row]: { last_digest_at: Date | null }[] = await identity.db.query(
    'SELECT last_digest_at FROM identity.users WHERE id = $1',
    [userId],
  );
  return row?.last_digest_at ?? null;
}

/** Tests that wait for sweeps take seconds (jest's default allows five). */
const SWEEPING_MS = 30_000;

/** Lets a few sweeps (one a second) and their jobs run. */
const sweeps = (count: number) => new Promise((resolve) => setTimeout(resolve, count * 1000 + 500));

describe('the notification digest', () => {
  it(
    'mails a person their unread notifications once, with one-click unsubscribe headers, and records it',
    async () => {
      const ada = await identity.register();
      // From the day before, so that they lie before the digest once it is moved back a day below.
      const dayBefore = new Date(Date.now() - 30 * 60 * 60 * 1000).toISOString();
      const like = notification({
        text: 'maya and 3 others liked your check-in',
        actorsCount: 4,
        createdAt: dayBefore,
      });
      const follow = notification({
        type: 'follow',
        checkInId: undefined,
        text: 'maya started following you',
        createdAt: dayBefore,
      });
      identity.notifications.add(ada.id, like);
      identity.notifications.add(ada.id, follow);

      const [mail] = await eventually(async () => {
        const written = await mailsTo(ada.email);
        if (written.length === 0) throw new Error('no digest yet');
        return written;
      });
      const token = tokens.tokenFor(ada.id);
      expect(headerOf(mail ?? '', 'Subject')).toBe('You have 2 unread notifications on Crema');
      expect(headerOf(mail ?? '', 'List-Unsubscribe')).toBe(
        `<${APP_URL}/api/email/unsubscribe?token=${token}>`,
      );
      expect(headerOf(mail ?? '', 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(mail).toContain(`${APP_URL}/unsubscribe?token=${token}`);
      expect(mail).toContain('maya and 3 others liked your check-in');
      expect(mail).toContain(`${APP_URL}/shared/12`);
      expect(mail).toContain(`${APP_URL}/users/maya`);
      expect(mail).toContain(`${APP_URL}/notifications`);
      expect(identity.notifications.asked).toContainEqual({ userId: ada.id, since: null });
      // The job records the digest once the mail is handed over, a moment after the file appears.
      const recorded = await eventually(async () => {
        const at = await lastDigestAt(ada.id);
        if (!at) throw new Error('no digest recorded yet');
        return at;
      });
      expect(recorded.getTime()).toBeGreaterThan(Date.now() - 60_000);

      // Later sweeps the same day send nothing more, however much is new.
      identity.notifications.add(ada.id, notification({ text: 'maya commented on your check-in' }));
      await sweeps(3);
      expect(await mailsTo(ada.email)).toHaveLength(1);

      // A day later the next digest lists only what came after the last one.
      await identity.db.query(
        `UPDATE identity.users SET last_digest_at = last_digest_at - interval '25 hours' WHERE id = $1`,
        [ada.id],
      );
      const second = await eventually(async () => {
        const written = await mailsTo(ada.email);
        if (written.length < 2) throw new Error('no second digest yet');
        return written.find((eml) => eml !== mail) ?? '';
      });
      expect(headerOf(second, 'Subject')).toBe('You have 1 unread notification on Crema');
      expect(second).toContain('maya commented on your check-in');
      expect(second).not.toContain('maya started following you');
    },
    SWEEPING_MS,
  );

  it(
    'mails nobody whose email notifications are off, and does not even ask social',
    async () => {
      const bea = await identity.register();
      await identity.rpc.send(updateSettings, {
        actor: actorOf(bea),
        changes: { preferences: { emailNotifications: false } },
      });
      identity.notifications.add(bea.id, notification());
      await sweeps(3);
      expect(await mailsTo(bea.email)).toEqual([]);
      expect(identity.notifications.asked.filter((asked) => asked.userId === bea.id)).toEqual([]);
      expect(await lastDigestAt(bea.id)).toBeNull();
    },
    SWEEPING_MS,
  );

  it(
    'queues, sends and records nothing while there is nothing unread, and asks again at the next sweep',
    async () => {
      const cai = await identity.register();
      identity.notifications.add(cai.id, notification({ readAt: new Date().toISOString() }));
      await sweeps(2);
      expect(
        identity.notifications.candidates.filter((userId) => userId === cai.id).length,
      ).toBeGreaterThanOrEqual(2);
      // No digest job: social said there was nothing, so nobody asked for the digest itself.
      expect(identity.notifications.asked.filter((asked) => asked.userId === cai.id)).toEqual([]);
      expect(await mailsTo(cai.email)).toEqual([]);
      expect(await lastDigestAt(cai.id)).toBeNull();
    },
    SWEEPING_MS,
  );
});

describe("the sweep's selection", () => {
  it('reads, page by page, exactly the people who want a digest and had none for a day, never mailed first', async () => {
    const repository = new DigestRecipientsRepository(identity.db);
    // Nobody else: the selection is checked on a roster of its own.
    await identity.db.query(
      `UPDATE identity.users SET preferences = preferences || '{"emailNotifications": false}'::jsonb`,
    );
    const names = ['never', 'stale', 'older', 'recent', 'off'] as const;
    const people = Object.fromEntries(
      await Promise.all(names.map(async (name) => [name, await identity.register()] as const)),
    ) as Record<(typeof names)[number], SelfUser>;
    const setLastDigest = (user: SelfUser, hoursAgo: number) =>
      identity.db.query(
        `UPDATE identity.users SET last_digest_at = now() - make_interval(hours => $2) WHERE id = $1`,
        [user.id, hoursAgo],
      );
    await setLastDigest(people.stale, 25);
    await setLastDigest(people.older, 48);
    await setLastDigest(people.recent, 23);
    await identity.rpc.send(updateSettings, {
      actor: actorOf(people.off),
      changes: { preferences: { emailNotifications: false } },
    });
    // A row saved before the preference existed counts as on (its default).
    await identity.db.query(
      `UPDATE identity.users SET preferences = preferences - 'emailNotifications' WHERE id = $1`,
      [people.never.id],
    );

    const firstPage = await repository.dueAfter(FIRST_DUE, 2);
    const secondPage = await repository.dueAfter(firstPage[1] ?? FIRST_DUE, 2);
    expect([...firstPage, ...secondPage].map((due) => due.userId)).toEqual([
      people.never.id,
      people.older.id,
      people.stale.id,
    ]);
    expect(await repository.dueRecipient(people.recent.id)).toBeNull();
    expect(await repository.dueRecipient(people.off.id)).toBeNull();
    expect(await repository.dueRecipient(people.stale.id)).toMatchObject({ email: people.stale.email });
  });
});

describe('one-click unsubscribe', () => {
  it('turns email notifications off for the person the token names, also when repeated', async () => {
    const dan = await identity.register();
    const token = tokens.tokenFor(dan.id);
    await expect(identity.rpc.send(unsubscribeFromEmail, { token })).resolves.toEqual({ ok: true });
    const after = await identity.rpc.send(getCurrentUser, { actor: actorOf(dan) });
    expect(after.preferences).toEqual({ ...dan.preferences, emailNotifications: false });
    await expect(identity.rpc.send(unsubscribeFromEmail, { token })).resolves.toEqual({ ok: true });
    // Nothing others see changed: no user.updated.
    const events: { subject: string }[] = await identity.db.query(
      `SELECT subject FROM identity.outbox WHERE (payload -> 'data' ->> 'id')::int = $1`,
      [dan.id],
    );
    expect(events.map((event) => event.subject)).toEqual(['evt.identity.user.registered.v1']);
  });

  it('answers ok for an account deleted since, and 400 for a token identity did not sign', async () => {
    await expect(
      identity.rpc.send(unsubscribeFromEmail, { token: tokens.tokenFor(2 ** 31 - 1) }),
    ).resolves.toEqual({
      ok: true,
    });
    const eve = await identity.register();
    const [, mac = ''] = tokens.tokenFor(eve.id).split('.');
    const invalid = {
      body: { status: 400, code: 'validation_failed', message: 'This unsubscribe link is invalid' },
    };
    await expect(
      identity.rpc.send(unsubscribeFromEmail, { token: `${eve.id + 1}.${mac}` }),
    ).rejects.toMatchObject(invalid);
    await expect(
      identity.rpc.send(unsubscribeFromEmail, {
        token: new UnsubscribeTokens(`${UNSUBSCRIBE_TOKEN_SECRET}x`).tokenFor(eve.id),
      }),
    ).rejects.toMatchObject(invalid);
    await expect(identity.rpc.send(unsubscribeFromEmail, { token: 'not-a-token' })).rejects.toMatchObject({
      body: { status: 400 },
    });
    const unchanged = await identity.rpc.send(getCurrentUser, { actor: actorOf(eve) });
    expect(unchanged.preferences.emailNotifications).toBe(true);
  });
});
