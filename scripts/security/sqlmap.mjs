// Runs Debian's sqlmap against each target in turn (signed in, batch mode, PostgreSQL payloads at a
// bounded level and risk) within a time budget, and reads back what each run did. Every run's
// console log is kept; its traffic file (every request and answer) is counted, then gzipped.
import { createReadStream, createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { runLogged } from '../lib/run.mjs';
import { countTrafficRequests, firstStatus, parseSqlmapLog } from './sqlmap-log.mjs';

/** Answers that must not stop sqlmap: a deleted resource (404), a conflict (409), a rate limit (429), invalid input (400). */
const IGNORED_CODES = '400,404,409,429';
/** A guest's login attempt with a mangled name is a 401 by design; signed in, a 401 means the session is gone. */
const IGNORED_CODES_AS_GUEST = `${IGNORED_CODES},401`;

/** sqlmap's command line for one target. */
export function sqlmapArgs(target, { cookie, level, risk, outputDir, trafficFile }) {
  return [
    ...['-u', target.url, '--method', target.method],
    ...(target.data === undefined ? [] : ['--data', target.data]),
    ...(target.contentType ? ['-H', `Content-Type: ${target.contentType}`] : []),
    ...(target.asGuest ? [] : ['--cookie', cookie]),
    '--batch',
    `--level=${Math.max(level, target.minLevel ?? 1)}`,
    `--risk=${risk}`,
    // The only database Crema speaks to; other engines' payloads would be noise.
    '--dbms=PostgreSQL',
    '--flush-session',
    `--output-dir=${outputDir}`,
    ...['-t', trafficFile],
    `--ignore-code=${target.asGuest ? IGNORED_CODES_AS_GUEST : IGNORED_CODES}`,
    // A local instance has no WAF: sqlmap's WAF probe would only cost requests.
    '--skip-waf',
    '--disable-coloring',
    '--timeout=15',
    '--retries=1',
  ];
}

const slug = (key) =>
  key
    .replace(/[{}]/g, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '');

async function gzipFile(file) {
  await pipeline(createReadStream(file), createGzip(), createWriteStream(`${file}.gz`));
  rmSync(file);
}

/**
 * Runs every target until the budget is spent; `{ results, notRun, ms }`, each result being
 * `{ target, parsed, requests, firstStatus, code, timedOut, ms }`.
 */
export async function runSqlmap(targets, { cookie, dir, level, risk, budgetMs, perTargetMs, say }) {
  mkdirSync(dir, { recursive: true });
  const outputDir = join(dir, 'output');
  const started = Date.now();
  const results = [];
  const notRun = [];
  for (const [index, target] of targets.entries()) {
    const remaining = budgetMs - (Date.now() - started);
    if (remaining < 5_000) {
      notRun.push(target);
      continue;
    }
    const base = join(
      dir,
      `${String(index + 1).padStart(2, '0')}-${target.method.toLowerCase()}-${slug(target.key.split(' ')[1])}`,
    );
    const logFile = `${base}.log`;
    const trafficFile = `${base}.traffic.txt`;
    const args = sqlmapArgs(target, { cookie, level, risk, outputDir, trafficFile });
    const run = await runLogged('sqlmap', args, { logFile, timeoutMs: Math.min(perTargetMs, remaining) });
    let traffic = '';
    try {
      traffic = readFileSync(trafficFile, 'utf8');
    } catch {
      // sqlmap stopped before its first request
    }
    const parsed = parseSqlmapLog(readFileSync(logFile, 'utf8'));
    const result = {
      target,
      parsed,
      requests: countTrafficRequests(traffic),
      firstStatus: firstStatus(traffic),
      ...run,
    };
    results.push(result);
    if (traffic) await gzipFile(trafficFile);
    say(
      `sqlmap ${index + 1}/${targets.length} ${target.key}: ${parsed.tested.length} parameter(s), ${result.requests} requests, ` +
        `${(run.ms / 1000).toFixed(1)} s${parsed.confirmed.length ? `, INJECTABLE ${parsed.confirmed.join(', ')}` : ''}` +
        `${run.timedOut ? ', timed out' : ''}${parsed.critical.length ? `, ${parsed.critical.join('; ')}` : ''}`,
    );
  }
  return { results, notRun, ms: Date.now() - started };
}
