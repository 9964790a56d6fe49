import type { RunningSystem } from '@crema/testing';
import { adminClient, DESIGNATED_ADMIN } from './admin';
import { SHARED_SYSTEM_VARIABLE, bootSystem, type SystemUnderTest } from './system';
import { newUser } from './users';

/** Jest hands the global setup's globals, and only those, to the global teardown. */
export interface SharedSystemGlobal {
  cremaSharedSystem?: RunningSystem;
}

/**
 * Jest global setup: boots the system most end-to-end files share, and makes its designated
 * administrator. One boot for the run instead of one a file (docs/adr/0032).
 */
export default async function bootSharedSystem(): Promise<void> {
  const system = await bootSystem();
  (globalThis as SharedSystemGlobal).cremaSharedSystem = system;
  const rootAdmin = { ...newUser('root'), username: DESIGNATED_ADMIN };
  await adminClient(system, rootAdmin);
  const shared: SystemUnderTest = {
    baseUrl: system.baseUrl,
    gatewayHealthUrl: system.gatewayHealthUrl,
    mailDir: system.mailDir,
    mediaDir: system.mediaDir,
    databaseUrl: system.databaseUrl,
    redisUrl: system.redisUrl,
    natsUrl: system.natsUrl,
    redisPrefix: system.redisPrefix,
    rootAdmin,
  };
  process.env[SHARED_SYSTEM_VARIABLE] = JSON.stringify(shared);
}
