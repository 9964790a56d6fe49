// `npm run restore -- --from <backup folder> --database-url <new database>`: restores what
// `npm run backup` wrote and proves the copy matches it.
//   - the database goes into a new (or empty) database in one transaction, then every table's row
//     count and checksum is compared with the backup's manifest;
//   - the CREMA_EVENTS stream is restored on the NATS server of NATS_URL (--nats-url), where it
//     must not exist yet, and its message count and sequences are compared with the manifest.
// Exits 1 on any difference. Point the deployables at the restored database afterwards
// (docs/operations.md, "Backup and restore").
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { connectNats, restoreStream, streamState } from './lib/backup/jetstream.mjs';
import {
  fingerprintDifferences,
  fingerprintsOf,
  prepareEmptyDatabase,
  restoreDatabase,
} from './lib/backup/postgres.mjs';
import { backupFiles, backupSettings } from './lib/backup/settings.mjs';

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    'database-url': { type: 'string' },
    'nats-url': { type: 'string' },
  },
});
if (!values.from || !values['database-url']) {
  console.error(
    'Usage: npm run restore -- --from <backup folder> --database-url <new database> [--nats-url <url>]',
  );
  process.exit(2);
}

const files = backupFiles(resolve(values.from));
const manifest = JSON.parse(await readFile(files.manifest, 'utf8'));
const settings = backupSettings();
const natsSettings = { ...settings.nats, url: values['nats-url'] ?? settings.nats.url };
const problems = [];

async function restorePostgres(url) {
  await prepareEmptyDatabase(url);
  console.log('Restoring PostgreSQL …');
  await restoreDatabase(url, files.database);
  const differences = fingerprintDifferences(manifest.tables, await fingerprintsOf(url));
  problems.push(...differences);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    differences.length === 0
      ? `  verified: ${manifest.tables.length} tables, ${rows} rows, every checksum equal`
      : `  ${differences.length} tables differ from the backup`,
  );
}

async function restoreEvents() {
  const { name } = manifest.stream.config;
  const nc = await connectNats(natsSettings);
  try {
    if (await streamState(nc, name)) throw new Error(`${name} already exists on ${natsSettings.url}`);
    console.log(`Restoring the ${name} stream …`);
    const restored = await restoreStream(nc, manifest.stream, files.events);
    const expected = manifest.stream.state;
    for (const field of ['messages', 'first_seq', 'last_seq', 'consumer_count']) {
      if (restored[field] !== expected[field]) {
        problems.push(`${name} has ${field} ${restored[field]}, expected ${expected[field]}`);
      }
    }
    console.log(`  ${restored.messages} events, ${restored.consumer_count} consumers`);
  } finally {
    await nc.close();
  }
}

try {
  await restorePostgres(values['database-url']);
  await restoreEvents();
} catch (error) {
  console.error(`Restore failed: ${error.message}`);
  process.exit(1);
}
if (problems.length > 0) {
  console.error(
    `The restored copy differs from the backup:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`Restore verified against the backup of ${manifest.startedAt}.`);
