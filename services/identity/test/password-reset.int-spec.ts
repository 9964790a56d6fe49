import {
  requestPasswordReset,
  resetPassword,
  validateResetToken,
  verifyCredentials,
} from '@crema/contracts/identity/rpc';
import type { SelfUser } from '@crema/contracts/identity/user';
import { eventually } from '@crema/testing';
import { APP_URL, PASSWORD, startIdentity, tokenIn, type IdentityFixture } from './identity-fixture';

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
