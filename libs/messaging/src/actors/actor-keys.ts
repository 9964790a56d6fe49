import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  generateActorKeyPair,
  parseSigningKey,
  parseVerificationKeys,
  type ActorKeyPair,
  type ActorSigningEnv,
  type ActorVerificationEnv,
} from '@crema/config';
import { z } from 'zod';
import { ActorSigner, ActorVerifier } from './actor-token';

/** The gateway's signer: ACTOR_SIGNING_KEY, or on a developer machine the generated key in ACTOR_KEYS_FILE. */
export function loadActorSigner(env: ActorSigningEnv): ActorSigner {
  const value = env.ACTOR_SIGNING_KEY || developmentKeys(env, 'ACTOR_SIGNING_KEY').signingKey;
  return new ActorSigner(parseSigningKey(value));
}

/** A service's verifier: ACTOR_VERIFY_KEYS, or on a developer machine the generated key in ACTOR_KEYS_FILE. */
export function loadActorVerifier(env: ActorVerificationEnv): ActorVerifier {
  const value = env.ACTOR_VERIFY_KEYS || developmentKeys(env, 'ACTOR_VERIFY_KEYS').verificationKey;
  return new ActorVerifier(parseVerificationKeys(value));
}

const keyFileSchema = z.object({ signingKey: z.string(), verificationKey: z.string() });

/**
 * The key pair every process of a developer machine shares, made by whichever process starts
 * first (written aside and linked into place, so a process never reads half a file). Never in
 * production: there the keys come from configuration (a Secret).
 */
function developmentKeys(env: { NODE_ENV: string; ACTOR_KEYS_FILE: string }, variable: string): ActorKeyPair {
  if (env.NODE_ENV === 'production') throw new Error(`${variable} is required in production`);
  const file = env.ACTOR_KEYS_FILE;
  try {
    return keyFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, JSON.stringify(generateActorKeyPair('dev')), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return keyFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}
