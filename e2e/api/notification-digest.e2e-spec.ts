import type { SelfUser } from '@crema/contracts/identity/user';
import { redisContents } from '@crema/testing';
import { createCheckIn, eventually } from './support/check-ins';
import { expectProblem } from './support/expectations';
import { ApiClient } from './support/http';
import { headerOf, mailsTo, waitForMail } from './support/mail';
import { follow } from './support/social';
import { BOOT_TIMEOUT_MS, bootSystem, type RunningSystem } from './support/system';
import { newUser, signedUpClient } from './support/users';

/** Sweeps for due digests run every second here (hourly by default). */
const SWEEP_SECONDS = 1;
const waitForSweeps = (count: number) =>
  new Promise((resolve) => setTimeout(resolve, count * SWEEP_SECONDS * 1000 + 500));

/** The one-click URL of a digest's List-Unsubscribe header (`<url>`). */
function oneClickUrlOf(mailText: string): URL {
  const url = /^<(.+)>$/.exec(headerOf(mailText, 'List-Unsubscribe') ?? '')?.[1];
  if (!url) throw new Error('no List-Unsubscribe header in the mail');
  return new URL(url);
}

async function setEmailNotifications(client: ApiClient, on: boolean): Promise<void> {
  const response = await client.patch('/api/user/settings', { preferences: { emailNotifications: on } });
  expect(response.status).toBe(200);
}

/** The types of a person's notifications, as their bell lists them. */
async function notificationTypes(client: ApiClient): Promise<string[]> {
  const list = await client.get('/api/notifications');
  expect(list.status).toBe(200);
  return (list.body as { type: string }[]).map((item) => item.type).sort();
}

describe('notification digest API', () => {
  let system: RunningSystem;

  beforeAll(async () => {
    system = await bootSystem({ DIGEST_SWEEP_EVERY_SECONDS: String(SWEEP_SECONDS) });
  }, BOOT_TIMEOUT_MS);
  afterAll(() => system?.stop());

  it('mails one digest a day of unread notifications with one-click unsubscribe, and never to those who opted out', async () => {
    const ada = await signedUpClient(system.baseUrl, newUser('ada'));
    const bob = await signedUpClient(system.baseUrl, newUser('bob'));
    const cyd = await signedUpClient(system.baseUrl, newUser('cyd'));
    // Off while Ada's notifications accumulate, so that one digest holds them all.
    await setEmailNotifications(ada.client, false);
    await setEmailNotifications(cyd.client, false);

    const checkIn = await createCheckIn(ada.client);
    await follow(bob.client, ada.self.id);
    expect((await bob.client.post(`/api/check-ins/${checkIn.id}/like`)).status).toBe(200);
    await follow(bob.client, cyd.self.id);
    // Her first check-in also earns Ada a badge, and that is a notification too.
    await eventually(async () =>
      expect(await notificationTypes(ada.client)).toEqual(['badge', 'follow', 'like']),
    );
    await eventually(async () => expect(await notificationTypes(cyd.client)).toEqual(['follow']));

    await setEmailNotifications(ada.client, true);
    const digest = await waitForMail(system.mailDir, ada.user.email);
    expect(headerOf(digest.text, 'Subject')).toBe('You have 3 unread notifications on Crema');
    expect(digest.text).toContain(`${bob.user.username} started following you`);
    expect(digest.text).toContain(`${bob.user.username} liked your check-in`);
    expect(digest.text).toContain(`${system.baseUrl}/shared/${checkIn.id}`);
    expect(digest.text).toContain(`${system.baseUrl}/notifications`);
    const oneClickUrl = oneClickUrlOf(digest.text);
    expect(oneClickUrl.origin + oneClickUrl.pathname).toBe(`${system.baseUrl}/api/email/unsubscribe`);
    expect(headerOf(digest.text, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const token = oneClickUrl.searchParams.get('token') ?? '';
    expect(digest.text).toContain(`${system.baseUrl}/unsubscribe?token=${token}`);

    // Later sweeps the same day send nothing more, even with something new; opted-out people get none.
    await follow(cyd.client, ada.self.id);
    await waitForSweeps(3);
    expect(await mailsTo(system.mailDir, ada.user.email)).toHaveLength(1);
    expect(await mailsTo(system.mailDir, cyd.user.email)).toEqual([]);
    expect(await mailsTo(system.mailDir, bob.user.email)).toEqual([]);
    // Bob wants digests but has nothing to read: the sweeps asked social and queued him no job.
    const bobsJobs = [...(await redisContents(system.redisUrl, system.redisPrefix)).keys()].filter((key) =>
      key.includes(`notification-digest-${bob.self.id}-`),
    );
    expect(bobsJobs).toEqual([]);

    // The one-click POST as a mail provider sends it: no Origin, no cookie, the RFC 8058 form.
    const unsubscribe = () =>
      fetch(oneClickUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const first = await unsubscribe();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true });
    const me = await ada.client.get('/api/user');
    expect((me.body as SelfUser).preferences.emailNotifications).toBe(false);
    expect((await unsubscribe()).status).toBe(200);
  }, 60_000);

  it("takes the web page's POST without a body, and a webmail's from another site", async () => {
    const dee = await signedUpClient(system.baseUrl, newUser('dee'));
    const eve = await signedUpClient(system.baseUrl, newUser('eve'));
    await follow(eve.client, dee.self.id);
    const token = oneClickUrlOf((await waitForMail(system.mailDir, dee.user.email)).text).searchParams.get(
      'token',
    );
    const crossSite = await new ApiClient(system.baseUrl).post(
      `/api/email/unsubscribe?token=${encodeURIComponent(token ?? '')}`,
      undefined,
      { headers: { origin: 'https://webmail.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(crossSite.status).toBe(200);
    expect(crossSite.body).toEqual({ ok: true });
    expect(((await dee.client.get('/api/user')).body as SelfUser).preferences.emailNotifications).toBe(false);
  }, 60_000);

  it('answers 400 problem+json for a tampered or malformed token, and keeps refusing forms elsewhere', async () => {
    const { client, self } = await signedUpClient(system.baseUrl, newUser('fay'));
    const guest = new ApiClient(system.baseUrl);
    const forged = `${self.id}.${'A'.repeat(43)}`;
    for (const token of [forged, 'not-a-token', '']) {
      const response = await guest.post(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(expectProblem(response, 400).detail).toBe('This unsubscribe link is invalid');
    }
    expectProblem(await guest.post('/api/email/unsubscribe'), 400);
    const wrongForm = await guest.request('POST', `/api/email/unsubscribe?token=${forged}`, {
      body: 'List-Unsubscribe=Later',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectProblem(wrongForm, 400);
    expect(((await client.get('/api/user')).body as SelfUser).preferences.emailNotifications).toBe(true);
    const form = await guest.request('POST', '/api/login', {
      body: 'username=fay&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectProblem(form, 415);
  });
});
