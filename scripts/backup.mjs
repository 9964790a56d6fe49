// `npm run backup -- --to <folder>`: a backup of what Crema cannot rebuild.
//   - database.pgdump: the PostgreSQL database (pg_dump custom format), taken in one snapshot;
//   - events.snapshot: the CREMA_EVENTS stream (JetStream snapshot, consumer positions included);
//   - manifest.json: row counts and checksums of every table as of that snapshot, and the stream's
//     configuration and state, which `npm run restore` checks the restored copy against.
// Reads DATABASE_URL and NATS_URL (with NATS_USER and NATS_PASSWORD when the server wants them).
// Media files are not included: copy MEDIA_DIR (or the bucket) with the storage's own tools.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { connectNats, snapshotStream } from './lib/backup/jetstream.mjs';
import { dumpDatabase } from './lib/backup/postgres.mjs';
import { backupFiles, backupSettings, EVENTS_STREAM } from './lib/backup/settings.mjs';

const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (!values.to) {
  console.error('Usage: npm run backup -- --to <empty folder>');
  process.exit(2);
}
const folder = resolve(values.to);
await mkdir(folder, { recursive: true });
if ((await readdir(folder)).length > 0) {
  console.error(`${folder} is not empty: a backup goes into a folder of its own.`);
  process.exit(2);
}

const settings = backupSettings();
const files = backupFiles(folder);
const startedAt = new Date().toISOString();

async function backUp() {
  console.log('Dumping PostgreSQL …');
  const tables = await dumpDatabase(settings.databaseUrl, files.database);
  console.log(`  ${tables.length} tables, ${tables.reduce((sum, table) => sum + table.rows, 0)} rows`);

  console.log(`Snapshotting the ${EVENTS_STREAM} stream …`);
  const nc = await connectNats(settings.nats);
  try {
    const stream = await snapshotStream(nc, EVENTS_STREAM, files.events);
    console.log(
      `  ${stream.state.messages} events (sequence ${stream.state.first_seq}–${stream.state.last_seq})`,
    );
    return { tables, stream };
  } finally {
    await nc.close();
  }
}

let parts;
try {
  parts = await backUp();
} catch (error) {
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
}
await writeFile(files.manifest, `${JSON.stringify({ version: 1, startedAt, ...parts }, null, 2)}\n`);
console.log(`Backup written to ${folder}`);
for (const file of Object.values(files)) console.log(`  ${file}`);
