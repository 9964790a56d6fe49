import { headers as natsHeaders, type Msg } from '@nats-io/transport-node';
import { RpcHeader } from '@crema/contracts/common/rpc';
import { getCurrentUser, updateSettings } from '@crema/contracts/identity/rpc';
import { ACTOR_TOKEN_TTL_SECONDS, generateActorKeyring } from '@crema/messaging';
import { startIdentity, type IdentityFixture } from './identity-fixture';

/**
 * The bus is not trusted: identity believes only the actor token the gateway signed. A request
 * whose actor is missing, forged, changed, expired or signed by another key is refused and
 * changes nothing. Each case sends raw NATS requests, as anything connected to NATS could.
 */
describe('signed actors', () => {
  let identity: IdentityFixture;

  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  const bioOf = async (userId: number) => {
    const rows = await identity.db.query<{ bio: string | null }[]>(
      'SELECT bio FROM identity.users WHERE id = $1',
      [userId],
    );
    return rows[0]?.bio;
  };

  /** A raw request on the subject; answers the reply's error status (or 'ok') and its body. */
  const rawRequest = async (subject: string, body: object, token?: string) => {
    const headers = natsHeaders();
    if (token !== undefined) headers.set(RpcHeader.Actor, token);
    const reply = await identity.nats.request(subject, JSON.stringify(body), { headers, timeout: 5000 });
    return {
      status: reply.headers?.get(RpcHeader.Error) || 'ok',
      body: reply.json<Record<string, unknown>>(),
    };
  };

  /** Listens in on a subject (as a connection without permissions could) and keeps the first request seen. */
  const capture = async (subject: string, send: () => Promise<unknown>): Promise<Msg> => {
    const seen = identity.nats.subscribe(subject, { max: 1 });
    await identity.nats.flush();
    await send();
    for await (const message of seen) return message;
    throw new Error('nothing captured');
  };

  it('serves the signed actor, and only them', async () => {
    const mallory = await identity.register();
    const victim = await identity.register();
    const captured = await capture(updateSettings.subject, () =>
      identity.rpc.send(updateSettings, {
        actor: { userId: mallory.id, isAdmin: false },
        changes: { bio: 'mallory was here' },
      }),
    );
    const token = captured.headers?.get(RpcHeader.Actor) ?? '';
    expect(token).not.toBe('');
    expect(captured.json()).toEqual({ changes: { bio: 'mallory was here' } });

    // Replayed with the actor claims changed to the victim's: the signature no longer matches.
    const [kid, , signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as object;
    const forged = `${kid}.${Buffer.from(JSON.stringify({ ...claims, sub: victim.id })).toString('base64url')}.${signature}`;
    const changes = { changes: { bio: 'pwned' } };
    expect(await rawRequest(updateSettings.subject, changes, forged)).toMatchObject({ status: '401' });

    // Replayed with the victim named in the body beside Mallory's valid token.
    const inBody = { ...changes, actor: { userId: victim.id, isAdmin: true } };
    expect(await rawRequest(updateSettings.subject, inBody, token)).toMatchObject({ status: '401' });

    // No token at all, an empty one, one signed by a key identity does not accept, and an expired one.
    expect(await rawRequest(updateSettings.subject, changes)).toMatchObject({
      status: '401',
      body: { message: 'This request is not signed for a person.' },
    });
    expect(await rawRequest(updateSettings.subject, changes, '')).toMatchObject({ status: '401' });
    const stranger = generateActorKeyring('test').signer.tokenFor({ userId: victim.id, isAdmin: false });
    expect(await rawRequest(updateSettings.subject, changes, stranger)).toMatchObject({ status: '401' });
    const longAgo = Math.floor(Date.now() / 1000) - 10 * ACTOR_TOKEN_TTL_SECONDS;
    const expired = identity.keys.signer.sign({
      sub: victim.id,
      adm: false,
      iat: longAgo,
      exp: longAgo + 30,
    });
    expect(await rawRequest(updateSettings.subject, changes, expired)).toMatchObject({ status: '401' });

    expect(await bioOf(victim.id)).toBeNull();
    expect(await bioOf(mallory.id)).toBe('mallory was here');

    // The captured token itself still works for its own person while it lives: that is what it is for.
    expect(await rawRequest(getCurrentUser.subject, {}, token)).toMatchObject({
      status: 'ok',
      body: { id: mallory.id },
    });
  });

  it('never sees the actor in the body: the client moves it into the token', async () => {
    const user = await identity.register();
    const captured = await capture(getCurrentUser.subject, () =>
      identity.rpc.send(getCurrentUser, { actor: { userId: user.id, isAdmin: false } }),
    );
    expect(captured.json()).toEqual({});
    expect(captured.headers?.get(RpcHeader.Caller)).toBe('identity-test');
  });
});
