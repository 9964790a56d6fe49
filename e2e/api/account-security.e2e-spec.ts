import { redisContents } from '@crema/testing';
import { sql } from './support/database';
import { anyString, expectProblem } from './support/expectations';
import { ApiClient } from './support/http';
import { mailsTo, waitForMail } from './support/mail';
import { sharedSystem } from './support/system';
import { deleteOwnAccount, newUser, signedUpClient } from './support/users';

/** Issue 13: re-authentication, confirmed email changes, enumeration, and what the mails carry. */
describe('account security API', () => {
  const system = sharedSystem();
  let addressCounter = 0;
  /** Forgot-password is limited per client address: each request speaks from its own. */
  const fromNewAddress = () => {
    addressCounter += 1;
    return {
      headers: {
        'x-forwarded-for': `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`,
      },
    };
  };

  /** The `/confirm-email?token=` link of a confirmation mail. */
  function confirmationLinkIn(text: string): { url: URL; token: string } {
    const match = /(https?:\/\/[^\s"'<>]+\/confirm-email\?token=([A-Za-z0-9_-]{43}))/.exec(text);
    if (!match?.[1] || !match[2]) throw new Error('no confirmation link in the mail');
    return { url: new URL(match[1]), token: match[2] };
  }

  async function currentEmail(client: ApiClient): Promise<string> {
    return ((await client.get('/api/user')).body as { email: string }).email;
  }

  async function seenMails(email: string): Promise<Set<string>> {
    return new Set(await mailsTo(system.mailDir, email));
  }

  describe('POST /api/user/email', () => {
    it('needs the current password: missing or wrong is 400 on currentPassword and nothing changes or is mailed', async () => {
      const { client, user } = await signedUpClient(system.baseUrl);
      const target = newUser('target').email;
      const missing = expectProblem(await client.post('/api/user/email', { newEmail: target }), 400);
      expect(missing.errors).toEqual(
        expect.arrayContaining([{ path: 'currentPassword', message: 'Current password is required' }]),
      );
      const wrong = expectProblem(
        await client.post('/api/user/email', { newEmail: target, currentPassword: 'not-my-password' }),
        400,
      );
      expect(wrong.errors).toEqual([{ path: 'currentPassword', message: 'Current password is incorrect' }]);
      expect((await client.get('/api/user/email')).body).toEqual({
        email: user.email,
        pendingEmail: null,
        pendingUntil: null,
      });
      expect(await currentEmail(client)).toBe(user.email);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await mailsTo(system.mailDir, target)).toEqual([]);
      expect(await mailsTo(system.mailDir, user.email)).toEqual([]);
    });

    it('is refused to a personal access token, like deleting the account', async () => {
      const { client, user } = await signedUpClient(system.baseUrl);
      const created = await client.post('/api/user/tokens', { name: 'all', scopes: ['read', 'write'] });
      const headers = { authorization: `Bearer ${(created.body as { token: string }).token}` };
      const byToken = new ApiClient(system.baseUrl);
      expectProblem(
        await byToken.post(
          '/api/user/email',
          { newEmail: newUser().email, currentPassword: user.password },
          { headers },
        ),
        403,
      );
      expectProblem(
        await byToken.delete('/api/user/account', { headers, json: { currentPassword: user.password } }),
        403,
      );
      expect(await currentEmail(client)).toBe(user.email);
    });

    it('confirms by a single-use link to the new address; the old one gets a masked notice; no Redis key holds the token', async () => {
      const { client, user } = await signedUpClient(system.baseUrl);
      const next = newUser('moved').email;
      const response = await client.post('/api/user/email', {
        newEmail: next,
        currentPassword: user.password,
      });
      expect(response.status).toBe(202);
      expect(response.body).toEqual({
        email: user.email,
        pendingEmail: next,
        pendingUntil: anyString,
      });
      const pendingHours =
        (Date.parse((response.body as { pendingUntil: string }).pendingUntil) - Date.now()) / 3.6e6;
      expect(pendingHours).toBeGreaterThan(23.9);
      expect((await client.get('/api/user/email')).body).toEqual(response.body);
      // Nothing takes effect before the confirmation.
      expect(await currentEmail(client)).toBe(user.email);

      const confirmation = await waitForMail(system.mailDir, next);
      const { url, token } = confirmationLinkIn(confirmation.text);
      expect(url.pathname).toBe('/confirm-email');
      const notice = await waitForMail(system.mailDir, user.email);
      expect(notice.text).toMatch(/Your Crema email is being changed to m\*\*\*@example\.test/);
      expect(notice.text).toContain('/forgot-password');
      expect(notice.text).not.toContain(next);
      expect(notice.text).not.toContain(token);
      const leaks = [...(await redisContents(system.redisUrl, system.redisPrefix))].filter(
        ([key, value]) => `${key} ${value}`.includes(token) || value.includes(next),
      );
      expect(leaks).toEqual([]);

      // The link works from any browser, signed in or not, once.
      const guest = new ApiClient(system.baseUrl);
      const confirmed = await guest.post('/api/user/email/confirm', { token });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toEqual({ ok: true });
      expect(await currentEmail(client)).toBe(next);
      expect((await client.get('/api/user/email')).body).toEqual({
        email: next,
        pendingEmail: null,
        pendingUntil: null,
      });
      expectProblem(await guest.post('/api/user/email/confirm', { token }), 404);
      expect(await currentEmail(client)).toBe(next);
    });

    it('refuses an expired link with 410 and a malformed one with 400, changing nothing', async () => {
      const { client, user, self } = await signedUpClient(system.baseUrl);
      const next = newUser('late').email;
      await client.post('/api/user/email', { newEmail: next, currentPassword: user.password });
      const { token } = confirmationLinkIn((await waitForMail(system.mailDir, next)).text);
      await sql(
        system.databaseUrl,
        "UPDATE identity.email_change_requests SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
        [self.id],
      );
      const guest = new ApiClient(system.baseUrl);
      expectProblem(await guest.post('/api/user/email/confirm', { token }), 410);
      for (const bad of ['short', "' OR 1=1--", 42]) {
        expectProblem(await guest.post('/api/user/email/confirm', { token: bad }), 400);
      }
      expect(await currentEmail(client)).toBe(user.email);
    });

    it('answers an address another account has exactly like a free one, and mails its owner instead of a link', async () => {
      const owner = await signedUpClient(system.baseUrl);
      const { client, user } = await signedUpClient(system.baseUrl);
      const ownerSeen = await seenMails(owner.user.email);
      const taken = await client.post('/api/user/email', {
        newEmail: owner.user.email,
        currentPassword: user.password,
      });
      const other = await signedUpClient(system.baseUrl);
      const free = await other.client.post('/api/user/email', {
        newEmail: newUser('free').email,
        currentPassword: other.user.password,
      });
      expect(taken.status).toBe(free.status);
      expect(Object.keys(taken.body as object).sort()).toEqual(Object.keys(free.body as object).sort());
      expect(taken.body).toMatchObject({ email: user.email, pendingEmail: owner.user.email });

      const toOwner = await waitForMail(system.mailDir, owner.user.email, ownerSeen);
      expect(toOwner.text).toContain('Someone tried to move their Crema account to this email address');
      expect(toOwner.text).not.toContain('/confirm-email');
      // The person asking is told at their own address exactly as for a free one.
      expect((await waitForMail(system.mailDir, user.email)).text).toContain(
        'Your Crema email is being changed',
      );
      expect(await currentEmail(owner.client)).toBe(owner.user.email);
      expect(await currentEmail(client)).toBe(user.email);
    });
  });

  describe('DELETE /api/user/account', () => {
    it('needs the current password: missing or wrong is 400 and the account stays', async () => {
      const { client, user } = await signedUpClient(system.baseUrl);
      expectProblem(await client.delete('/api/user/account'), 400);
      const wrong = expectProblem(await deleteOwnAccount(client, 'not-my-password'), 400);
      expect(wrong.errors).toEqual([{ path: 'currentPassword', message: 'Current password is incorrect' }]);
      expect((await client.get('/api/user')).status).toBe(200);
      expect((await deleteOwnAccount(client, user.password)).status).toBe(204);
      expectProblem(await client.get('/api/user'), 401);
    });
  });

  describe('enumeration', () => {
    it('forgot-password answers known and unknown addresses alike, in the same time, and keeps no address or token in Redis', async () => {
      const { user } = await signedUpClient(system.baseUrl);
      const guest = new ApiClient(system.baseUrl);
      const timed = async (email: string) => {
        const started = process.hrtime.bigint();
        const response = await guest.post('/api/forgot-password', { email }, fromNewAddress());
        const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
        expect(response.status).toBe(202);
        expect(response.body).toEqual({ ok: true });
        return elapsedMs;
      };
      const median = (values: number[]) =>
        [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      const known: number[] = [];
      const unknown: number[] = [];
      // Warm both paths, then interleave so load on the machine hits both alike.
      await timed(user.email);
      await timed(newUser('warm').email);
      for (let round = 0; round < 11; round += 1) {
        known.push(await timed(user.email));
        unknown.push(await timed(`${newUser('nobody').username}@nobody.example`));
      }
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(30);

      // The requests only queued lookups: the worker still mails the known address.
      const mail = await waitForMail(system.mailDir, user.email);
      const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? '';
      expect(token).toHaveLength(43);
      const leaks = [...(await redisContents(system.redisUrl, system.redisPrefix))].filter(
        ([key, value]) => `${key} ${value}`.includes(token) || value.includes(user.email),
      );
      expect(leaks).toEqual([]);
    });

    it('register: a taken username is answered alone (nothing about the email); a taken email is 409 and its owner is told', async () => {
      const owner = await signedUpClient(system.baseUrl);
      const ownerSeen = await seenMails(owner.user.email);
      const guest = new ApiClient(system.baseUrl);
      const sameName = expectProblem(
        await guest.post('/api/register', { ...newUser(), username: owner.user.username.toUpperCase() }),
        409,
      );
      const sameNameAndEmail = expectProblem(
        await guest.post('/api/register', {
          ...newUser(),
          username: owner.user.username,
          email: owner.user.email,
        }),
        409,
      );
      expect(sameNameAndEmail).toEqual(sameName);
      expect(sameName.errors).toEqual([{ path: 'username', message: 'This username is already taken' }]);

      const sameEmail = expectProblem(
        await guest.post('/api/register', { ...newUser(), email: owner.user.email }),
        409,
      );
      expect(sameEmail.errors?.map((error) => error.path)).toEqual(['email']);
      expect(guest.sessionId).toBeUndefined();
      const notice = await waitForMail(system.mailDir, owner.user.email, ownerSeen);
      expect(notice.text).toContain('Someone tried to create a new Crema account with this email address');
    });
  });
});
