import {
  changePassword,
  confirmEmailChange,
  getCurrentUser,
  getEmailStatus,
  requestEmailChange,
  requestPasswordReset,
  resetPassword,
} from '@crema/contracts/identity/rpc';
import type { SelfUser } from '@crema/contracts/identity/user';
import { eventually } from '@crema/testing';
import { APP_URL, PASSWORD, startIdentity, tokenIn, type IdentityFixture } from './identity-fixture';

let identity: IdentityFixture;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

const actorOf = (user: SelfUser) => ({ userId: user.id, isAdmin: false });
const decoded = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
let counter = 0;
const freshAddress = () => {
  counter += 1;
  return `moved.${counter}.${Date.now()}@example.org`;
};

/** The first mail written to `address` after `before` mails, waited for. */
async function mailTo(address: string, before: number): Promise<string> {
  return eventually(async () => {
    const mail = (await identity.mails())
      .slice(before)
      .find((eml) => new RegExp(`^To: ${address}$`, 'm').test(eml));
    if (!mail) throw new Error(`no mail to ${address} yet`);
    return mail;
  });
}

function confirmationTokenIn(eml: string): string {
  const match = /\/confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(decoded(eml));
  if (!match?.[1]) throw new Error('no confirmation link in the message');
  return match[1];
}

async function emailOf(user: SelfUser): Promise<string> {
  return (await identity.rpc.send(getCurrentUser, { actor: actorOf(user) })).email;
}

describe('email change', () => {
  it('refuses a wrong password with 400 on currentPassword and changes nothing', async () => {
    const user = await identity.register();
    const before = (await identity.mails()).length;
    await expect(
      identity.rpc.send(requestEmailChange, {
        actor: actorOf(user),
        newEmail: freshAddress(),
        currentPassword: 'not the password',
      }),
    ).rejects.toMatchObject({ body: { status: 400, errors: [{ path: 'currentPassword' }] } });
    await expect(identity.rpc.send(getEmailStatus, { actor: actorOf(user) })).resolves.toEqual({
      email: user.email,
      pendingEmail: null,
      pendingUntil: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await identity.mails()).length).toBe(before);
  });

  it('mails a 24-hour, single-use link to the new address and a masked notice to the old one', async () => {
    const user = await identity.register();
    const newEmail = freshAddress();
    const before = (await identity.mails()).length;
    const status = await identity.rpc.send(requestEmailChange, {
      actor: actorOf(user),
      newEmail: newEmail.toUpperCase(),
      currentPassword: PASSWORD,
    });
    expect(status).toMatchObject({ email: user.email, pendingEmail: newEmail });
    const hoursLeft = (Date.parse(status.pendingUntil ?? '') - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    // Nothing changes before the confirmation.
    expect(await emailOf(user)).toBe(user.email);

    const confirmation = await mailTo(newEmail, before);
    expect(confirmation).toMatch(/^Subject: Confirm your new Crema email$/m);
    const token = confirmationTokenIn(confirmation);
    expect(decoded(confirmation)).toContain(`${APP_URL}/confirm-email?token=${token}`);
    const notice = await mailTo(user.email, before);
    expect(notice).toMatch(/^Subject: Your Crema email is being changed$/m);
    expect(decoded(notice)).toContain(`${newEmail.slice(0, 1)}***@example.org`);
    expect(decoded(notice)).not.toContain(newEmail);
    expect(decoded(notice)).toContain(`${APP_URL}/forgot-password`);

    // Only the token's hash is stored, and nothing in Redis holds it.
    const [row]: { token_hash: string }[] = await identity.db.query(
      'SELECT token_hash FROM identity.email_change_requests WHERE user_id = $1',
      [user.id],
    );
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.token_hash).not.toContain(token);
    const leaks = [...(await identity.redisContents())].filter(([key, value]) =>
      `${key} ${value}`.includes(token),
    );
    expect(leaks).toEqual([]);

    await expect(identity.rpc.send(confirmEmailChange, { token })).resolves.toEqual({ userId: user.id });
    expect(await emailOf(user)).toBe(newEmail);
    await expect(identity.rpc.send(getEmailStatus, { actor: actorOf(user) })).resolves.toMatchObject({
      email: newEmail,
      pendingEmail: null,
    });
    await expect(identity.rpc.send(confirmEmailChange, { token })).rejects.toMatchObject({
      body: { status: 404, code: 'not_found' },
    });
  });

  it('refuses an expired link with 410 and changes nothing', async () => {
    const user = await identity.register();
    const newEmail = freshAddress();
    const before = (await identity.mails()).length;
    await identity.rpc.send(requestEmailChange, {
      actor: actorOf(user),
      newEmail,
      currentPassword: PASSWORD,
    });
    const token = confirmationTokenIn(await mailTo(newEmail, before));
    await identity.db.query(
      "UPDATE identity.email_change_requests SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
      [user.id],
    );
    await expect(identity.rpc.send(confirmEmailChange, { token })).rejects.toMatchObject({
      body: { status: 410, code: 'gone' },
    });
    expect(await emailOf(user)).toBe(user.email);
  });

  it('answers an address another account has like a free one, sends it no link and tells its owner', async () => {
    const owner = await identity.register();
    const user = await identity.register();
    const before = (await identity.mails()).length;
    const status = await identity.rpc.send(requestEmailChange, {
      actor: actorOf(user),
      newEmail: owner.email,
      currentPassword: PASSWORD,
    });
    expect(status).toMatchObject({ email: user.email, pendingEmail: owner.email });
    const toOwner = await mailTo(owner.email, before);
    expect(toOwner).toMatch(/^Subject: Someone tried to use your email on Crema$/m);
    expect(decoded(toOwner)).not.toContain('confirm-email');
    // The old address is told exactly as for a free one.
    expect(await mailTo(user.email, before)).toMatch(/^Subject: Your Crema email is being changed$/m);
    const [row]: { token_hash: string | null }[] = await identity.db.query(
      'SELECT token_hash FROM identity.email_change_requests WHERE user_id = $1',
      [user.id],
    );
    expect(row?.token_hash).toBeNull();
  });

  it('ends a pending change when the password changes or is reset (the owner taking the account back)', async () => {
    const user = await identity.register();
    const newEmail = freshAddress();
    let before = (await identity.mails()).length;
    await identity.rpc.send(requestEmailChange, {
      actor: actorOf(user),
      newEmail,
      currentPassword: PASSWORD,
    });
    const token = confirmationTokenIn(await mailTo(newEmail, before));
    before = (await identity.mails()).length;
    await identity.rpc.send(requestPasswordReset, { email: user.email });
    const resetToken = tokenIn(await mailTo(user.email, before));
    await identity.rpc.send(resetPassword, { token: resetToken, password: 'a new password' });
    await expect(identity.rpc.send(confirmEmailChange, { token })).rejects.toMatchObject({
      body: { status: 404 },
    });
    expect(await emailOf(user)).toBe(user.email);

    const again = freshAddress();
    before = (await identity.mails()).length;
    await identity.rpc.send(requestEmailChange, {
      actor: actorOf(user),
      newEmail: again,
      currentPassword: 'a new password',
    });
    const secondToken = confirmationTokenIn(await mailTo(again, before));
    await identity.rpc.send(changePassword, {
      actor: actorOf(user),
      currentPassword: 'a new password',
      newPassword: 'another new password',
    });
    await expect(identity.rpc.send(confirmEmailChange, { token: secondToken })).rejects.toMatchObject({
      body: { status: 404 },
    });
  });

  it('refuses the own current address with 400 and an address taken since the request with 409', async () => {
    const user = await identity.register();
    await expect(
      identity.rpc.send(requestEmailChange, {
        actor: actorOf(user),
        newEmail: user.email,
        currentPassword: PASSWORD,
      }),
    ).rejects.toMatchObject({ body: { status: 400, errors: [{ path: 'newEmail' }] } });

    const newEmail = freshAddress();
    const before = (await identity.mails()).length;
    await identity.rpc.send(requestEmailChange, {
      actor: actorOf(user),
      newEmail,
      currentPassword: PASSWORD,
    });
    const token = confirmationTokenIn(await mailTo(newEmail, before));
    await identity.register({ email: newEmail, username: `late_${user.id}` });
    await expect(identity.rpc.send(confirmEmailChange, { token })).rejects.toMatchObject({
      body: { status: 409 },
    });
    expect(await emailOf(user)).toBe(user.email);
  });
});
