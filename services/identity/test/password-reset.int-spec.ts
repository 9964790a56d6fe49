import {
  requestPasswordReset,
  resetPassword,
  validateResetToken,
  verifyCredentials,
} from '@crema/contracts/identity/rpc';
import type { SelfUser } from '@crema/contracts/identity/user';
import { createLogger } from '@crema/observability';
import { eventually } from '@crema/testing';
import { MailDeliveryError } from '../src/mail/mail-delivery';
import { PasswordResetMailHandler } from '../src/mail/password-reset-mail.handler';
import { PasswordResetRepository } from '../src/password-reset/password-reset.repository';
import { ResetLinkMinter } from '../src/password-reset/reset-link-minter';
import { hashLinkToken } from '../src/mail/link-token';
import { APP_URL, PASSWORD, startIdentity, tokenIn, type IdentityFixture } from './identity-fixture';
import { RecordingMailTransport } from './recording-mail-transport';

let identity: IdentityFixture;
let user: SelfUser;

beforeAll(async () => {
  identity = await startIdentity();
  user = await identity.register();
});

afterAll(async () => {
  await identity?.close();
});

const invalidLink = {
  body: { status: 404, code: 'not_found', message: 'This password reset link is invalid or has expired' },
};

/** Asks for a reset link and answers the token of the message the worker writes for it. */
async function requestLink(mailsBefore: number): Promise<{ token: string; eml: string }> {
  await expect(identity.rpc.send(requestPasswordReset, { email: user.email.toUpperCase() })).resolves.toEqual(
    {
      ok: true,
    },
  );
  const mails = await eventually(async () => {
    const written = await identity.mails();
    if (written.length <= mailsBefore) throw new Error('no new mail yet');
    return written;
  });
  expect(mails).toHaveLength(mailsBefore + 1);
  const eml = mails[mailsBefore] ?? '';
  return { token: tokenIn(eml), eml };
}

describe('password reset', () => {
  it('mails a one-hour, single-use link; a newer link invalidates the older one', async () => {
    const first = await requestLink(0);
    expect(first.eml).toMatch(new RegExp(`^To: ${user.email}$`, 'm'));
    expect(first.eml).toMatch(/^Subject: Reset your Crema password$/m);
    expect(first.eml).toMatch(/Content-Type: text\/plain/);
    expect(first.eml).toMatch(/Content-Type: text\/html/);
    expect(first.eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(
      `${APP_URL}/reset-password?token=${first.token}`,
    );
    await expect(identity.rpc.send(validateResetToken, { token: first.token })).resolves.toEqual({
      ok: true,
    });

    const [stored]: { token_hash: string; lifetime: number }[] = await identity.db.query(
      `SELECT token_hash, extract(epoch FROM expires_at - created_at)::int AS lifetime
         FROM identity.password_reset_tokens WHERE user_id = $1`,
      [user.id],
    );
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toContain(first.token);
    expect(stored?.lifetime).toBe(3600);

    const second = await requestLink(1);
    expect(second.token).not.toBe(first.token);
    await expect(identity.rpc.send(validateResetToken, { token: first.token })).rejects.toMatchObject(
      invalidLink,
    );
    await expect(
      identity.rpc.send(resetPassword, { token: first.token, password: 'never used' }),
    ).rejects.toMatchObject(invalidLink);

    await expect(
      identity.rpc.send(resetPassword, { token: second.token, password: 'a fresh password' }),
    ).resolves.toEqual({
      userId: user.id,
    });
    await expect(
      identity.rpc.send(resetPassword, { token: second.token, password: 'once more!' }),
    ).rejects.toMatchObject(invalidLink);
    await expect(identity.rpc.send(validateResetToken, { token: second.token })).rejects.toMatchObject(
      invalidLink,
    );
    await expect(
      identity.rpc.send(verifyCredentials, { username: user.username, password: 'a fresh password' }),
    ).resolves.toMatchObject({ id: user.id });
    await expect(
      identity.rpc.send(verifyCredentials, { username: user.username, password: PASSWORD }),
    ).rejects.toMatchObject({
      body: { status: 401 },
    });
  });

  it('refuses an expired link', async () => {
    const before = (await identity.mails()).length;
    const { token } = await requestLink(before);
    await identity.db.query(
      `UPDATE identity.password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [user.id],
    );
    await expect(identity.rpc.send(validateResetToken, { token })).rejects.toMatchObject(invalidLink);
    await expect(identity.rpc.send(resetPassword, { token, password: 'too late now' })).rejects.toMatchObject(
      invalidLink,
    );
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const before = (await identity.mails()).length;
    await expect(identity.rpc.send(requestPasswordReset, { email: 'nobody@example.com' })).resolves.toEqual({
      ok: true,
    });
    // A request for a known address afterwards proves the worker is caught up.
    await requestLink(before);
    expect(await identity.mails()).toHaveLength(before + 1);
  });

  it('refuses a malformed or unknown token with the same answers', async () => {
    await expect(identity.rpc.send(validateResetToken, { token: 'short' })).rejects.toMatchObject({
      body: { status: 400, errors: [{ path: 'token' }] },
    });
    await expect(identity.rpc.send(validateResetToken, { token: 'A'.repeat(43) })).rejects.toMatchObject(
      invalidLink,
    );
    await expect(
      identity.rpc.send(resetPassword, { token: 'A'.repeat(43), password: 'whatever123' }),
    ).rejects.toMatchObject(invalidLink);
  });
});

describe('reset links are minted by the worker, at send time', () => {
  /** The worker's job handler on the test database, with a transport the test controls. */
  function handlerWith(transport: RecordingMailTransport): PasswordResetMailHandler {
    const minter = new ResetLinkMinter(new PasswordResetRepository(identity.db), APP_URL);
    return new PasswordResetMailHandler(minter, transport, createLogger('identity-test', 'silent'));
  }

  async function currentReference(): Promise<string> {
    const [row]: { reference: string }[] = await identity.db.query(
      'SELECT reference FROM identity.password_reset_tokens WHERE user_id = $1',
      [user.id],
    );
    if (!row) throw new Error('no pending reset request');
    return row.reference;
  }

  const job = (requestReference: string, attemptsMade: number) => ({
    id: `password-reset-${requestReference}`,
    createdAt: Date.now(),
    attemptsMade,
  });

  it('keeps no token, link, hash or address in Redis, neither in the job nor anywhere else', async () => {
    const { token } = await requestLink((await identity.mails()).length);
    const reference = await currentReference();
    const contents = await identity.redisContents();
    // The finished job is still there (retention), and names its request and nothing else.
    const [finishedJob] = [...contents].filter(([key]) => key.endsWith(`:mail:password-reset-${reference}`));
    const { data } = JSON.parse(finishedJob?.[1] ?? '{}') as { data?: string };
    expect(JSON.parse(data ?? 'null')).toEqual({ requestReference: reference });

    const secrets = [token, hashLinkToken(token), 'reset-password', APP_URL, user.email];
    const leaks = [...contents].filter(([key, value]) =>
      secrets.some((secret) => key.includes(secret) || value.includes(secret)),
    );
    expect(leaks).toEqual([]);
  });

  it('mints a fresh link on every attempt: a retry after a failed send invalidates the earlier one', async () => {
    const { token: mailed } = await requestLink((await identity.mails()).length);
    const reference = await currentReference();

    const failing = new RecordingMailTransport();
    failing.failure = new Error('connection reset');
    await expect(
      handlerWith(failing).handle({ requestReference: reference }, job(reference, 1)),
    ).rejects.toBeInstanceOf(MailDeliveryError);
    await expect(identity.rpc.send(validateResetToken, { token: mailed })).rejects.toMatchObject(invalidLink);

    const working = new RecordingMailTransport();
    await handlerWith(working).handle({ requestReference: reference }, job(reference, 2));
    expect(working.sent).toHaveLength(1);
    const retried = tokenIn(working.sent[0]?.text ?? '');
    expect(retried).not.toBe(mailed);
    await expect(
      identity.rpc.send(resetPassword, { token: retried, password: 'retried password' }),
    ).resolves.toEqual({
      userId: user.id,
    });

    // Used: a late duplicate of the job mails nothing and mints nothing.
    const late = new RecordingMailTransport();
    await handlerWith(late).handle({ requestReference: reference }, job(reference, 3));
    expect(late.sent).toEqual([]);
    await expect(identity.rpc.send(validateResetToken, { token: retried })).rejects.toMatchObject(
      invalidLink,
    );
  });

  it('sends nothing for a superseded or an expired request', async () => {
    await requestLink((await identity.mails()).length);
    const superseded = await currentReference();
    const { token: newest } = await requestLink((await identity.mails()).length);
    const transport = new RecordingMailTransport();
    await handlerWith(transport).handle({ requestReference: superseded }, job(superseded, 0));
    expect(transport.sent).toEqual([]);
    await expect(identity.rpc.send(validateResetToken, { token: newest })).resolves.toEqual({ ok: true });

    const expired = await currentReference();
    await identity.db.query(
      `UPDATE identity.password_reset_tokens SET expires_at = now() - interval '1 second' WHERE reference = $1`,
      [expired],
    );
    await handlerWith(transport).handle({ requestReference: expired }, job(expired, 0));
    expect(transport.sent).toEqual([]);
  });
});

describe('the forgot-password lookup', () => {
  it('opens the request and takes the lookup in one step; a retried job finds the request again', async () => {
    const requests = new PasswordResetRepository(identity.db);
    const lookup = await requests.recordLookup(user.email);
    expect(await requests.openForLookup(lookup, 3600)).toBe(lookup);
    // The job failed after that (say, queueing the mail): its retry still gets the request to mail.
    expect(await requests.openForLookup(lookup, 3600)).toBe(lookup);
    const rows: { reference: string }[] = await identity.db.query(
      'SELECT reference FROM identity.password_reset_tokens WHERE user_id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ reference: lookup }]);

    const unknown = await requests.recordLookup('nobody-here@example.com');
    expect(await requests.openForLookup(unknown, 3600)).toBeNull();
    expect(await requests.openForLookup(unknown, 3600)).toBeNull();
  });
});
