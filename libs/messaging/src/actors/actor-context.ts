import { AsyncLocalStorage } from 'node:async_hooks';
import type { Actor } from '@crema/contracts/common/rpc';

/** The verified person of the request a service is handling, with the token that proved it. */
export interface VerifiedActor {
  actor: Actor;
  token: string;
}

const store = new AsyncLocalStorage<VerifiedActor | undefined>();

/** Runs a handler with the person its request was verified for (none for a guest or a service call). */
export function withVerifiedActor<T>(verified: VerifiedActor | undefined, fn: () => T): T {
  return store.run(verified, fn);
}

export function currentVerifiedActor(): VerifiedActor | undefined {
  return store.getStore();
}
