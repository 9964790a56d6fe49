// Where a backup's parts live and what the backup and restore scripts read from the environment.
import { join } from 'node:path';

/** The event stream's name (libs/contracts/src/common/events.ts). */
export const EVENTS_STREAM = 'CREMA_EVENTS';

export function backupFiles(folder) {
  return {
    database: join(folder, 'database.pgdump'),
    events: join(folder, 'events.snapshot'),
    manifest: join(folder, 'manifest.json'),
  };
}

/** DATABASE_URL and NATS_URL with the defaults `npm start` uses on one machine. */
export function backupSettings(env = process.env) {
  return {
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/crema',
    nats: { url: env.NATS_URL ?? 'nats://127.0.0.1:4222', user: env.NATS_USER, password: env.NATS_PASSWORD },
  };
}
