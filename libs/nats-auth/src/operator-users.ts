import { EVENTS_STREAM } from '@crema/contracts/common/events';
import type { NatsUser } from './server-config';

/** The inbox prefix of `npm run backup` and `npm run restore` (scripts/lib/backup/jetstream.mjs). */
const BACKUP_INBOX_PREFIX = '_INBOX_backup';

/**
 * The user `npm run backup` and `npm run restore` connect as: it may snapshot and restore the event
 * stream, and read its state, but neither publish events nor consume them.
 */
export const BACKUP_NATS_USER: NatsUser = {
  name: 'backup',
  permissions: {
    publish: [
      `$JS.API.STREAM.INFO.${EVENTS_STREAM}`,
      `$JS.API.STREAM.SNAPSHOT.${EVENTS_STREAM}`,
      `$JS.API.STREAM.RESTORE.${EVENTS_STREAM}`,
      // Acknowledgements of snapshot chunks, and restore chunks, go to these server subjects.
      `$JS.SNAPSHOT.ACK.${EVENTS_STREAM}.>`,
      `$JS.SNAPSHOT.RESTORE.${EVENTS_STREAM}.>`,
    ],
    subscribe: [`${BACKUP_INBOX_PREFIX}.>`],
    allowResponses: false,
  },
};

/** NATS users for people operating Crema rather than for a deployable. */
export const OPERATOR_NATS_USERS: readonly NatsUser[] = [BACKUP_NATS_USER];
