// PostgreSQL half of `npm run backup` / `npm run restore`: a pg_dump taken inside an exported
// snapshot, so the row counts and checksums written beside it describe exactly what it holds.
import { spawn } from 'node:child_process';
import pg from 'pg';

/** Tables of the application's schemas (not PostgreSQL's own), as quoted `schema.table` names. */
async function applicationTables(client) {
  const { rows } = await client.query(`
    SELECT format('%I.%I', table_schema, table_name) AS name
      FROM information_schema.tables
     WHERE table_type = 'BASE TABLE'
       AND table_schema NOT IN ('pg_catalog', 'information_schema')
       AND table_schema NOT LIKE 'pg\\_%'
     ORDER BY 1`);
  return rows.map((row) => row.name);
}

/**
 * Row count and an order-independent checksum of every application table, as the client's
 * transaction sees them. The checksum hashes each row's text form, so it notices a changed value,
 * not only a missing row.
 */
export async function tableFingerprints(client) {
  const fingerprints = [];
  for (const table of await applicationTables(client)) {
    const { rows } = await client.query(
      `SELECT count(*)::bigint AS rows,
              coalesce(md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))), '') AS checksum
         FROM ${table} t`,
    );
    fingerprints.push({ table, rows: Number(rows[0].rows), checksum: rows[0].checksum });
  }
  return fingerprints;
}

function runTool(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${stderr.trim()}`)),
    );
  });
}

/**
 * Dumps the database at `url` to `file` (pg_dump's custom format) and returns the fingerprints of
 * the same snapshot. Writers go on meanwhile; the dump is the database as of its start.
 */
export async function dumpDatabase(url, file) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query('SELECT pg_export_snapshot() AS snapshot');
    const dump = runTool('pg_dump', [
      '--format=custom',
      `--snapshot=${rows[0].snapshot}`,
      `--file=${file}`,
      `--dbname=${url}`,
    ]);
    // pg_dump needs the exporting transaction open until it has taken the snapshot.
    const [fingerprints] = await Promise.all([tableFingerprints(client), dump]);
    await client.query('COMMIT');
    return fingerprints;
  } finally {
    await client.end();
  }
}

/** Splits a database URL into the server's maintenance URL and the database's name. */
function serverAndName(url) {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  if (!name) throw new Error(`${url} names no database`);
  parsed.pathname = '/postgres';
  return { adminUrl: parsed.toString(), name };
}

/**
 * Creates the database at `url` when it is missing and refuses one that already holds tables: a
 * restore goes into a new database, never over live data.
 */
export async function prepareEmptyDatabase(url) {
  const { adminUrl, name } = serverAndName(url);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await applicationTables(client);
    if (tables.length > 0) {
      throw new Error(`${name} already holds ${tables.length} tables; restore into a new database`);
    }
  } finally {
    await client.end();
  }
}

/** Restores a dump into the (empty) database at `url` in one transaction: all of it or nothing. */
export async function restoreDatabase(url, file) {
  await runTool('pg_restore', [
    '--exit-on-error',
    '--single-transaction',
    '--no-owner',
    '--no-privileges',
    `--dbname=${url}`,
    file,
  ]);
}

/** Fingerprints of the database at `url` now. */
export async function fingerprintsOf(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    return await tableFingerprints(client);
  } finally {
    await client.end();
  }
}

/** The differences between two lists of fingerprints, as sentences; empty when they agree. */
export function fingerprintDifferences(expected, actual) {
  const byTable = new Map(actual.map((entry) => [entry.table, entry]));
  const differences = [];
  for (const want of expected) {
    const have = byTable.get(want.table);
    if (!have) differences.push(`${want.table} is missing`);
    else if (have.rows !== want.rows)
      differences.push(`${want.table} has ${have.rows} rows, expected ${want.rows}`);
    else if (have.checksum !== want.checksum) differences.push(`${want.table} differs in content`);
    byTable.delete(want.table);
  }
  for (const extra of byTable.keys()) differences.push(`${extra} was not in the backup`);
  return differences;
}
