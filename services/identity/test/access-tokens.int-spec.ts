import { RpcError } from '@crema/messaging';
import { type Actor } from '@crema/contracts/common/rpc';
import {
  createAccessToken,
  deleteAccount,
  listAccessTokens,
  revokeAccessToken,
  verifyAccessToken,
} from '@crema/contracts/identity/rpc';
import { hashAccessToken } from '../src/access-tokens/access-token-secret';
import { MAX_LIVE_TOKENS_PER_USER } from '../src/access-tokens/access-tokens.service';
import { PASSWORD, startIdentity, type IdentityFixture } from './identity-fixture';

let identity: IdentityFixture;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

async function person(): Promise<Actor> {
  const user = await identity.register();
  return { userId: user.id, isAdmin: false };
}

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

describe('personal access tokens', () => {
  it('shows the secret once and stores only its SHA-256 and a display prefix', async () => {
    const actor = await person();
    const created = await identity.rpc.send(createAccessToken, {
      actor,
      token: { name: '  Grinder bot ', scopes: ['write', 'read'], expiresAt: inAnHour() },
    });
    expect(created).toMatchObject({ name: 'Grinder bot', scopes: ['read', 'write'] });
    expect(created.token).toMatch(/^crema_pat_[A-Za-z0-9_-]{43}$/);

    const rows: { token_hash: string; token_prefix: string }[] = await identity.db.query(
      'SELECT token_hash, token_prefix FROM identity.personal_access_tokens WHERE id = $1',
      [created.id],
    );
    expect(rows).toEqual([
      { token_hash: hashAccessToken(created.token), token_prefix: created.token.slice(0, 14) },
    ]);

    const listed = await identity.rpc.send(listAccessTokens, { actor });
    expect(listed).toEqual([
      {
        id: created.id,
        name: 'Grinder bot',
        scopes: ['read', 'write'],
        prefix: created.token.slice(0, 14),
        createdAt: created.createdAt,
        lastUsedAt: null,
        expiresAt: created.expiresAt,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.token.slice(14));
  });

  it('verifies a token to its owner and scopes, recording its use at most once a minute', async () => {
    const actor = await person();
    const { id, token } = await identity.rpc.send(createAccessToken, {
      actor,
      token: { name: 'reader', scopes: ['read'] },
    });
    await expect(identity.rpc.send(verifyAccessToken, { token })).resolves.toEqual({
      valid: true,
      tokenId: id,
      userId: actor.userId,
      scopes: ['read'],
    });
    const [first] = await identity.rpc.send(listAccessTokens, { actor });
    expect(first?.lastUsedAt).not.toBeNull();
    await identity.rpc.send(verifyAccessToken, { token });
    const [second] = await identity.rpc.send(listAccessTokens, { actor });
    expect(second?.lastUsedAt).toBe(first?.lastUsedAt);
  });

  it('answers unknown, expired and revoked tokens as such', async () => {
    const actor = await person();
    await expect(
      identity.rpc.send(verifyAccessToken, { token: `crema_pat_${'A'.repeat(43)}` }),
    ).resolves.toEqual({ valid: false, reason: 'unknown' });

    const expiring = await identity.rpc.send(createAccessToken, {
      actor,
      token: { name: 'short', scopes: ['read'], expiresAt: inAnHour() },
    });
    await identity.db.query(
      "UPDATE identity.personal_access_tokens SET expires_at = now() - interval '1 second' WHERE id = $1",
      [expiring.id],
    );
    await expect(identity.rpc.send(verifyAccessToken, { token: expiring.token })).resolves.toEqual({
      valid: false,
      reason: 'expired',
    });

    const revoked = await identity.rpc.send(createAccessToken, {
      actor,
      token: { name: 'gone', scopes: ['read'] },
    });
    await expect(identity.rpc.send(revokeAccessToken, { actor, tokenId: revoked.id })).resolves.toEqual({
      ok: true,
    });
    await expect(identity.rpc.send(verifyAccessToken, { token: revoked.token })).resolves.toEqual({
      valid: false,
      reason: 'revoked',
    });
    const listed = await identity.rpc.send(listAccessTokens, { actor });
    expect(listed.map((token) => token.id)).toEqual([expiring.id]);
  });

  it("answers 404 for another person's token, and for a token revoked already", async () => {
    const owner = await person();
    const stranger = await person();
    const { id, token } = await identity.rpc.send(createAccessToken, {
      actor: owner,
      token: { name: 'mine', scopes: ['read'] },
    });
    const notFound = { body: { status: 404, code: 'not_found', message: 'Token not found' } };
    await expect(
      identity.rpc.send(revokeAccessToken, { actor: stranger, tokenId: id }),
    ).rejects.toMatchObject(notFound);
    await expect(identity.rpc.send(verifyAccessToken, { token })).resolves.toMatchObject({ valid: true });
    await identity.rpc.send(revokeAccessToken, { actor: owner, tokenId: id });
    await expect(identity.rpc.send(revokeAccessToken, { actor: owner, tokenId: id })).rejects.toMatchObject(
      notFound,
    );
  });

  it('refuses bad names, scopes and expiries before anything is stored', async () => {
    const actor = await person();
    const bad = [
      { name: '', scopes: ['read'] },
      { name: 'x'.repeat(61), scopes: ['read'] },
      { name: 'none', scopes: [] },
      { name: 'admin', scopes: ['admin'] },
      { name: 'twice', scopes: ['read', 'read'] },
      { name: 'past', scopes: ['read'], expiresAt: new Date(Date.now() - 1000).toISOString() },
      { name: 'far', scopes: ['read'], expiresAt: new Date(Date.now() + 400 * 86_400_000).toISOString() },
    ];
    for (const token of bad) {
      const failure = await identity.rpc
        .send(createAccessToken, { actor, token: token as never })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(RpcError);
      expect((failure as RpcError).body.status).toBe(400);
    }
    await expect(identity.rpc.send(listAccessTokens, { actor })).resolves.toEqual([]);
  });

  it(`keeps at most ${MAX_LIVE_TOKENS_PER_USER} live tokens per person`, async () => {
    const actor = await person();
    await identity.db.query(
      `INSERT INTO identity.personal_access_tokens (user_id, name, scopes, token_hash, token_prefix)
       SELECT $1, 'bulk', '{read}', md5(g::text) || md5(g::text), 'crema_pat_bulk'
       FROM generate_series(1, $2) g`,
      [actor.userId, MAX_LIVE_TOKENS_PER_USER],
    );
    await expect(
      identity.rpc.send(createAccessToken, { actor, token: { name: 'one more', scopes: ['read'] } }),
    ).rejects.toMatchObject({ body: { status: 409 } });
  });

  it("removes a deleted person's tokens with them", async () => {
    const actor = await person();
    const { token } = await identity.rpc.send(createAccessToken, {
      actor,
      token: { name: 'bye', scopes: ['read'] },
    });
    await identity.rpc.send(deleteAccount, { actor, currentPassword: PASSWORD });
    await expect(identity.rpc.send(verifyAccessToken, { token })).resolves.toEqual({
      valid: false,
      reason: 'unknown',
    });
    const rows: unknown[] = await identity.db.query(
      'SELECT 1 FROM identity.personal_access_tokens WHERE user_id = $1',
      [actor.userId],
    );
    expect(rows).toEqual([]);
  });
});
