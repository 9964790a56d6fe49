import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

/**
 * The format of actor keys in the environment: Ed25519 keys as `<kid>:<base64 DER>`, PKCS#8 for
 * the gateway's ACTOR_SIGNING_KEY, SPKI for each entry of the services' ACTOR_VERIFY_KEYS.
 */

export interface ActorSigningKey {
  kid: string;
  key: KeyObject;
}

export type ActorVerificationKeys = ReadonlyMap<string, KeyObject>;

export interface ActorKeyPair {
  /** ACTOR_SIGNING_KEY's value. */
  signingKey: string;
  /** One entry of ACTOR_VERIFY_KEYS. */
  verificationKey: string;
}

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

export function parseSigningKey(value: string): ActorSigningKey {
  const [kid, der] = splitKey(value);
  return { kid, key: createPrivateKey({ key: Buffer.from(der, 'base64'), format: 'der', type: 'pkcs8' }) };
}

/** Comma-separated: two keys are accepted at once during a rotation. */
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

/** A fresh Ed25519 key pair in the settings' format. */
export function generateActorKeyPair(kid: string): ActorKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    signingKey: `${kid}:${privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64')}`,
    verificationKey: `${kid}:${publicKey.export({ format: 'der', type: 'spki' }).toString('base64')}`,
  };
}
