// JetStream half of `npm run backup` / `npm run restore`: the event stream's snapshot (messages
// and consumer positions) through the server's own snapshot and restore API, with flow control.
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { connect, createInbox, Empty } from '@nats-io/transport-node';

const API_TIMEOUT_MS = 30_000;
const CHUNK_BYTES = 128 * 1024;
// The backup's NATS user may subscribe only below its own inbox prefix.
const INBOX_PREFIX = '_INBOX_backup';

/** A NATS connection from NATS_URL, with NATS_USER/NATS_PASSWORD when the server wants them. */
export function connectNats({ url, user, password }) {
  return connect({
    servers: url,
    ...(user ? { user, pass: password } : {}),
    name: 'crema-backup',
    inboxPrefix: INBOX_PREFIX,
  });
}

async function api(nc, subject, body) {
  const reply = await nc.request(subject, JSON.stringify(body), { timeout: API_TIMEOUT_MS });
  const answer = reply.json();
  if (answer.error) throw new Error(`${subject}: ${answer.error.description} (${answer.error.code})`);
  return answer;
}

/** A status header (`NATS/1.0 500 …`) on a snapshot chunk is the server reporting a failure. */
function failureOf(message) {
  const code = message.headers?.code ?? 0;
  return code >= 400 ? `${code} ${message.headers?.description ?? ''}`.trim() : undefined;
}

/**
 * Writes the stream's snapshot (tar, s2-compressed, consumers included) to `file`; returns the
 * stream's configuration and state as the server reported them when the snapshot began.
 */
export async function snapshotStream(nc, stream, file) {
  const deliver = createInbox(INBOX_PREFIX);
  const chunks = nc.subscribe(deliver);
  const out = createWriteStream(file);
  try {
    const { config, state } = await api(nc, `$JS.API.STREAM.SNAPSHOT.${stream}`, {
      deliver_subject: deliver,
      chunk_size: CHUNK_BYTES,
      jsck: true,
    });
    for await (const chunk of chunks) {
      const failure = failureOf(chunk);
      if (failure) throw new Error(`The snapshot of ${stream} failed: ${failure}`);
      // The end is an empty message with nothing to acknowledge.
      if (chunk.data.length === 0 && !chunk.reply) break;
      if (!out.write(chunk.data)) await once(out, 'drain');
      // Acknowledging a chunk lets the server send more than its window.
      chunk.respond(Empty);
    }
    return { config, state };
  } finally {
    chunks.unsubscribe();
    out.end();
    await once(out, 'close');
  }
}

/**
 * Restores a snapshot written by `snapshotStream` as the stream `meta.config.name`, which must not
 * exist; returns the restored stream's state.
 */
export async function restoreStream(nc, meta, file) {
  const { deliver_subject: upload } = await api(nc, `$JS.API.STREAM.RESTORE.${meta.config.name}`, meta);
  for await (const chunk of createReadStream(file, { highWaterMark: CHUNK_BYTES })) {
    // Each chunk is acknowledged, so the server is never sent more than it has taken.
    await nc.request(upload, chunk, { timeout: API_TIMEOUT_MS });
  }
  const done = await nc.request(upload, Empty, { timeout: 10 * API_TIMEOUT_MS });
  const answer = done.json();
  if (answer.error) throw new Error(`Restoring ${meta.config.name}: ${answer.error.description}`);
  return answer.state;
}

/** The stream's current state, or undefined when it does not exist. */
export async function streamState(nc, stream) {
  const reply = await nc.request(`$JS.API.STREAM.INFO.${stream}`, Empty, { timeout: API_TIMEOUT_MS });
  const answer = reply.json();
  if (answer.error?.code === 404) return undefined;
  if (answer.error) throw new Error(`$JS.API.STREAM.INFO.${stream}: ${answer.error.description}`);
  return answer.state;
}
