import { startSystem, type RunningSystem } from '@crema/testing';
import type { TestUser } from './users';

export type { RunningSystem };

/** Generous: migrations plus three processes on a busy 2-core machine. */
export const BOOT_TIMEOUT_MS = 120_000;

/** Where the jest global setup leaves the shared system's addresses for the test files. */
export const SHARED_SYSTEM_VARIABLE = 'CREMA_E2E_SHARED_SYSTEM';

/** What a test file may use of a system: its addresses, folders and, when shared, its first administrator. */
export type SystemUnderTest = Pick<
  RunningSystem,
  | 'baseUrl'
  | 'gatewayHealthUrl'
  | 'mailDir'
  | 'mediaDir'
  | 'databaseUrl'
  | 'redisUrl'
  | 'natsUrl'
  | 'redisPrefix'
> & {
  /**
   * The shared system's designated administrator: the global setup made it administrator once
   * (GET /api/admin/init works only while there is none), and it grants the rights to each file's
   * own administrator.
   */
  rootAdmin?: TestUser;
};

/**
 * Boots the whole system for one test file. The gateway trusts X-Forwarded-For from localhost so
 * tests can act as distinct client addresses (rate limits are per address). Only for a file that
 * needs what the shared system cannot give: its own settings, a restart, or the state before the
 * first administrator.
 */
export function bootSystem(env: Record<string, string> = {}): Promise<RunningSystem> {
  return startSystem({ env: { TRUST_PROXY: '127.0.0.1', ...env } });
}

/**
 * The system every other file shares, booted once by the global setup (e2e/api/support/
 * shared-system.setup.ts): files keep out of each other's way by each using people, coffees and
 * places of their own.
 */
export function sharedSystem(): SystemUnderTest {
  const description = process.env[SHARED_SYSTEM_VARIABLE];
  if (description === undefined) {
    throw new Error(
      `${SHARED_SYSTEM_VARIABLE} is unset: run the file through its jest config, whose global setup boots the shared system.`,
    );
  }
  return JSON.parse(description) as SystemUnderTest;
}
