import { randomBytes } from 'node:crypto';

/** A name no other test run uses: prefix, time and randomness, safe as an SQL identifier. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/** A Redis key prefix (also for BullMQ) that keeps one test run's keys apart from every other. */
export function uniqueRedisPrefix(): string {
  return uniqueName('crema_test');
}
