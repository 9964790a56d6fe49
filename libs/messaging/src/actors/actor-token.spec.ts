import { generateActorKeyPair, parseSigningKey, parseVerificationKeys } from '@crema/config';
import { ACTOR_TOKEN_TTL_SECONDS, ActorSigner, ActorTokenError, ActorVerifier } from './actor-token';

const alice = { userId: 7, isAdmin: false };
const at = (seconds: number) => () => seconds * 1000;

describe('actor tokens', () => {
  const current = generateActorKeyPair('k2');
  const previous = generateActorKeyPair('k1');
  const signer = (clock = Date.now) => new ActorSigner(parseSigningKey(current.signingKey), clock);
  const verifier = (keys = current.verificationKey, clock = Date.now) =>
    new ActorVerifier(parseVerificationKeys(keys), clock);

  it('carries the actor from the gateway to a service', () => {
    expect(verifier().verify(signer().tokenFor(alice))).toEqual(alice);
    expect(verifier().verify(signer().tokenFor({ userId: 8, isAdmin: true }))).toEqual({
      userId: 8,
      isAdmin: true,
    });
  });

  it('refuses a token whose claims were changed after signing', () => {
    const [kid, , signature] = signer().tokenFor(alice).split('.');
    const claims = Buffer.from(JSON.stringify({ sub: 8, adm: true, iat: 0, exp: 9e9 })).toString('base64url');
    expect(() => verifier().verify(`${kid}.${claims}.${signature}`)).toThrow(ActorTokenError);
  });

  it('refuses a token signed with a key the service does not accept', () => {
    const stranger = new ActorSigner(parseSigningKey(generateActorKeyPair('k2').signingKey));
    expect(() => verifier().verify(stranger.tokenFor(alice))).toThrow('bad signature');
    const unknownKid = new ActorSigner(parseSigningKey(generateActorKeyPair('k9').signingKey));
    expect(() => verifier().verify(unknownKid.tokenFor(alice))).toThrow('unknown key');
  });

  it('refuses an expired token, and one that claims a longer life than tokens have', () => {
    const token = signer(at(1000)).tokenFor(alice);
    expect(verifier(current.verificationKey, at(1000 + ACTOR_TOKEN_TTL_SECONDS)).verify(token)).toEqual(
      alice,
    );
    expect(() =>
      verifier(current.verificationKey, at(1000 + ACTOR_TOKEN_TTL_SECONDS + 10)).verify(token),
    ).toThrow('expired');
    const longLived = signer().sign({ sub: 7, adm: false, iat: 1000, exp: 1000 + 3600 });
    expect(() => verifier(current.verificationKey, at(1000)).verify(longLived)).toThrow('bad lifetime');
  });

  it('forgets a remembered token once it expires', () => {
    let now = 1000;
    const clock = () => now * 1000;
    const checker = verifier(current.verificationKey, clock);
    const token = signer(clock).tokenFor(alice);
    expect(checker.verify(token)).toEqual(alice);
    now += ACTOR_TOKEN_TTL_SECONDS + 10;
    expect(() => checker.verify(token)).toThrow('expired');
  });

  it('refuses garbage', () => {
    for (const token of ['', 'a.b', 'a.b.c', 'k2..', `k2.${'x'.repeat(600)}.y`]) {
      expect(() => verifier().verify(token)).toThrow(ActorTokenError);
    }
  });

  it('accepts tokens of both keys during a rotation', () => {
    const both = `${previous.verificationKey},${current.verificationKey}`;
    const old = new ActorSigner(parseSigningKey(previous.signingKey));
    expect(verifier(both).verify(old.tokenFor(alice))).toEqual(alice);
    expect(verifier(both).verify(signer().tokenFor(alice))).toEqual(alice);
    expect(() => verifier().verify(old.tokenFor(alice))).toThrow('unknown key');
  });

  it('reuses a token for half its life, then signs a fresh one', () => {
    let now = 1000;
    const gateway = signer(() => now * 1000);
    const first = gateway.tokenFor(alice);
    now += ACTOR_TOKEN_TTL_SECONDS / 2 - 1;
    expect(gateway.tokenFor(alice)).toBe(first);
    now += 1;
    expect(gateway.tokenFor(alice)).not.toBe(first);
    expect(gateway.tokenFor({ ...alice, isAdmin: true })).not.toBe(gateway.tokenFor(alice));
  });

  it('names the expected format of a bad key setting', () => {
    expect(() => parseVerificationKeys('')).toThrow('no actor verification key');
    expect(() => parseSigningKey('no-colon')).toThrow('<kid>:<base64 DER>');
  });
});
