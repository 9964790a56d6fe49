import { sign, verify } from 'node:crypto';
import {
  generateActorKeyPair,
  parseSigningKey,
  parseVerificationKeys,
  type ActorKeyPair,
  type ActorSigningKey,
  type ActorVerificationKeys,
} from '@crema/config';
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
