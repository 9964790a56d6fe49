import { startSystem, type RunningSystem } from '@crema/testing';

export type { RunningSystem };

/** Generous: migrations plus three processes on a busy 2-core machine. */
export const BOOT_TIMEOUT_MS = 120_000;

/**
 * Boots the whole system for one test file. The gateway trusts X-Forwarded-For from localhost so
 * tests can act as distinct client addresses (rate limits are per address).
 */
export function bootSystem(env: Record<string, string> = {}): Promise<RunningSystem> {
  return startSystem({ env: { TRUST_PROXY: '127.0.0.1', ...env } });
}
