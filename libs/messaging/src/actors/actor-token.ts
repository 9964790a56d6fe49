import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { actorSchema, type Actor } from '@crema/contracts/common/rpc';
import { z } from 'zod';

/**
 * Actor tokens: `<kid>.<claims>.<signature>`, claims `{ sub, adm, iat, exp }` (seconds) in
 * base64url JSON, signed with Ed25519. Only the gateway holds a private key; services hold the
 * public keys, so a service (or anything else on the bus) can check who a request is for but
 * cannot mint a token for anyone.
 */

/** How long a token is valid. Short: a captured token is worth little. */
export const ACTOR_TOKEN_TTL_SECONDS = 30;
/** Clocks of different machines may disagree by this much. */
const CLOCK_SKEW_SECONDS = 5;

const claimsSchema = z.object({
  sub: actorSchema.shape.userId,
  adm: z.boolean(),
  iat: z.number().int(),
  exp: z.number().int(),
});
type Claims = z.infer<typeof claimsSchema>;

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

export interface ActorSigningKey {
  kid: string;
  key: KeyObject;
}

export type ActorVerificationKeys = ReadonlyMap<string, KeyObject>;

export type Clock = () => number;
const seconds = (clock: Clock) => Math.floor(clock() / 1000);

/** Why a token was refused; never shown to the caller in more detail than "invalid". */
export class ActorTokenError extends Error {}

/** Signs actors for requests; a token is reused while it has more than half of its life left. */
export class ActorSigner {
  private readonly cache = new Map<string, { token: string; renewAt: number }>();

  constructor(
    private readonly signingKey: ActorSigningKey,
    private readonly clock: Clock = Date.now,
  ) {}

  tokenFor(actor: Actor): string {
    const now = seconds(this.clock);
    const cacheKey = `${actor.userId}:${actor.isAdmin ? 1 : 0}`;
    const cached = this.cache.get(cacheKey);
    if (cached && cached.renewAt > now) return cached.token;
    const token = this.sign({
      sub: actor.userId,
      adm: actor.isAdmin,
      iat: now,
      exp: now + ACTOR_TOKEN_TTL_SECONDS,
    });
    if (this.cache.size >= MAX_CACHED) this.cache.clear();
    this.cache.set(cacheKey, { token, renewAt: now + ACTOR_TOKEN_TTL_SECONDS / 2 });
    return token;
  }

  /** Signs exactly these claims (tests use it for expired and odd tokens). */
  sign(claims: Claims): string {
    const head = `${this.signingKey.kid}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${head}.${sign(null, Buffer.from(head), this.signingKey.key).toString('base64url')}`;
  }
}

/** Checks tokens against the accepted public keys; a verified token is remembered until it expires. */
export class ActorVerifier {
  private readonly verified = new Map<string, { actor: Actor; exp: number }>();

  constructor(
    private readonly keys: ActorVerificationKeys,
    private readonly clock: Clock = Date.now,
  ) {}

  /** The actor a token stands for; throws ActorTokenError when it is malformed, forged or expired. */
  verify(token: string): Actor {
    const now = seconds(this.clock);
    const known = this.verified.get(token);
    if (known) {
      if (known.exp < now - CLOCK_SKEW_SECONDS) throw new ActorTokenError('expired');
      return known.actor;
    }
    const claims = this.check(token, now);
    const actor = { userId: claims.sub, isAdmin: claims.adm };
    if (this.verified.size >= MAX_CACHED) this.verified.clear();
    this.verified.set(token, { actor, exp: claims.exp });
    return actor;
  }

  private check(token: string, now: number): Claims {
    const parts = token.split('.');
    if (parts.length !== 3 || token.length > 512) throw new ActorTokenError('malformed');
    const [kid, body, signature] = parts as [string, string, string];
    const key = this.keys.get(kid);
    if (!key) throw new ActorTokenError('unknown key');
    if (!verify(null, Buffer.from(`${kid}.${body}`), key, Buffer.from(signature, 'base64url'))) {
      throw new ActorTokenError('bad signature');
    }
    const claims = claimsSchema.safeParse(parseJson(Buffer.from(body, 'base64url').toString()));
    if (!claims.success) throw new ActorTokenError('bad claims');
    const { iat, exp } = claims.data;
    if (exp < now - CLOCK_SKEW_SECONDS) throw new ActorTokenError('expired');
    if (iat > now + CLOCK_SKEW_SECONDS || exp - iat > ACTOR_TOKEN_TTL_SECONDS) {
      throw new ActorTokenError('bad lifetime');
    }
    return claims.data;
  }
}

/** Both caches stay small: one entry per active person per process. */
const MAX_CACHED = 50_000;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `<kid>:<base64 PKCS#8 DER>`, as ACTOR_SIGNING_KEY holds it. */
export function parseSigningKey(value: string): ActorSigningKey {
  const [kid, der] = splitKey(value);
  return { kid, key: createPrivateKey({ key: Buffer.from(der, 'base64'), format: 'der', type: 'pkcs8' }) };
}

/** `<kid>:<base64 SPKI DER>[,<kid>:<…>]`, as ACTOR_VERIFY_KEYS holds them (two during a rotation). */
export function parseVerificationKeys(value: string): ActorVerificationKeys {
  const keys = new Map<string, KeyObject>();
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [kid, der] = splitKey(entry);
    keys.set(kid, createPublicKey({ key: Buffer.from(der, 'base64'), format: 'der', type: 'spki' }));
  }
  if (keys.size === 0) throw new Error('no actor verification key given');
  return keys;
}

function splitKey(value: string): [string, string] {
  const separator = value.indexOf(':');
  const kid = value.slice(0, separator);
  if (separator < 0 || !KEY_ID.test(kid)) throw new Error('an actor key is written <kid>:<base64 DER>');
  return [kid, value.slice(separator + 1).trim()];
}

export interface ActorKeyPair {
  /** ACTOR_SIGNING_KEY's value. */
  signingKey: string;
  /** One entry of ACTOR_VERIFY_KEYS. */
  verificationKey: string;
}

/** A fresh Ed25519 key pair in the settings' format. */
export function generateActorKeyPair(kid: string): ActorKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    signingKey: `${kid}:${privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64')}`,
    verificationKey: `${kid}:${publicKey.export({ format: 'der', type: 'spki' }).toString('base64')}`,
  };
}

export interface ActorKeyring extends ActorKeyPair {
  signer: ActorSigner;
  verifier: ActorVerifier;
}

/** A fresh key pair with its signer and verifier, for code that both signs and checks (tests, tools). */
export function generateActorKeyring(kid: string): ActorKeyring {
  const pair = generateActorKeyPair(kid);
  return {
    ...pair,
    signer: new ActorSigner(parseSigningKey(pair.signingKey)),
    verifier: new ActorVerifier(parseVerificationKeys(pair.verificationKey)),
  };
}
