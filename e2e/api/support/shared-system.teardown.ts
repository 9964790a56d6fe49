import type { SharedSystemGlobal } from './shared-system.setup';

/** Jest global teardown: stops the shared system (its database, NATS and Redis keys go with it). */
export default async function stopSharedSystem(): Promise<void> {
  await (globalThis as SharedSystemGlobal).cremaSharedSystem?.stop();
}
