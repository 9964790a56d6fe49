// `npm run scan:security [-- --short] [--sqlmap-minutes 25] [--wapiti-minutes 8] [--level 3] [--risk 2]`:
// issue 13 §5, a DAST scanner and an SQL-injection scanner from Debian's packages against a local
// instance with a signed-in session.
//  1. Boots the built Crema on its own database, NATS and Redis prefix (@crema/testing's launcher,
//     as the benchmarks do), signs up an administrator, a friend and a victim account and makes
//     real content (check-ins, comments, follows, a like, a report, a token, …) so routes with ids hit
//     something.
//  2. wapiti: the web app's pages and every GET route of the gateway's OpenAPI document as start
//     URLs, the crawl kept to the instance, the modules of WAPITI_MODULES, a bounded scan time.
//  3. sqlmap: every route with a query, path or JSON/form body parameter, one run each, in batch
//     mode at a bounded level and risk, within a time budget. Routes that change state are scanned
//     too (a throwaway instance); deletions go last.
//  4. The gateway's own request counts (before/after each scanner) prove what reached the app; the
//     run fails when a scanner did less than its floor, or on any open medium/high/critical finding.
// Raw reports and the summary go to var/security-scan/<timestamp>/. `--short` is npm test's step h:
// sqlmap on the search, feed and check-in routes and wapiti's most relevant modules on a few pages.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../lib/deployables.mjs';
import { succeeds } from '../lib/run.mjs';
import { systemLauncher } from '../lib/system.mjs';
import { EXPLANATIONS } from './explanations.mjs';
import { sqlmapFindings, wapitiFindings } from './findings.mjs';
import { readRequestCounts, requestsBetween } from './gateway-metrics.mjs';
import { liftRateLimits } from './rate-limits.mjs';
import { SCAN_ADMIN, seed } from './seed.mjs';
import { explainSpaFallbacks } from './spa-fallback.mjs';
import { runSqlmap } from './sqlmap.mjs';
import { exerciseChecks, explain, renderSummary, serverErrorFindings, verdict } from './summary.mjs';
import {
  SHORT_SQLMAP_ROUTES,
  SHORT_WAPITI_ROUTES,
  shortWebPages,
  sqlmapTargets,
  wapitiApiUrls,
  webPages,
} from './targets.mjs';
import { WAPITI_MODULES, runWapiti } from './wapiti.mjs';
import { floorsFor } from './floors.mjs';

const { values: flags } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    'sqlmap-minutes': { type: 'string' },
    'wapiti-minutes': { type: 'string' },
    level: { type: 'string' },
    risk: { type: 'string' },
  },
});
const mode = flags.short ? 'short' : 'full';
// The short mode must fit npm test's 3 minutes on 2 shared cores, boot (~40 s) included.
const settings = {
  full: { sqlmapMinutes: 25, wapitiMinutes: 8, level: 3, risk: 2 },
  short: { sqlmapMinutes: 1.5, wapitiMinutes: 0.75, level: 1, risk: 1 },
}[mode];
const sqlmapMinutes = Number(flags['sqlmap-minutes'] ?? settings.sqlmapMinutes);
const wapitiMinutes = Number(flags['wapiti-minutes'] ?? settings.wapitiMinutes);
const level = Number(flags.level ?? settings.level);
const risk = Number(flags.risk ?? settings.risk);

const started = Date.now();
const say = (text) =>
  console.log(`[scan ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${text}`);
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const dir = join(repoRoot, 'var', 'security-scan', `${stamp}${flags.short ? '-short' : ''}`);

function requireTools() {
  const missing = ['wapiti', 'sqlmap'].filter((tool) => !succeeds(tool, ['--version'], 60_000));
  if (missing.length > 0)
    throw new Error(`${missing.join(' and ')} missing: sudo apt-get install -y ${missing.join(' ')}`);
}

async function main() {
  requireTools();
  mkdirSync(dir, { recursive: true });
  say(
    `${mode} scan (sqlmap level ${level} risk ${risk} within ${sqlmapMinutes} min; wapiti ${wapitiMinutes} min); reports in ${dir}`,
  );
  const system = await systemLauncher()({
    env: { ADMIN_USERNAME: SCAN_ADMIN, NODE_ENV: 'production', LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1' },
  });
  // Interrupted (Ctrl-C, npm test's time limit): stop the nine processes and NATS, never orphan them.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      void system.stop().finally(() => process.exit(130));
    });
  }
  try {
    const { baseUrl, gatewayHealthUrl } = system;
    say(`Crema is up at ${baseUrl}`);
    const { admin, ids } = await seed(baseUrl);
    say(`seeded: ${JSON.stringify({ ...ids, login: undefined })}`);
    const document = await (await fetch(`${baseUrl}/api/openapi.json`)).json();

    const api = wapitiApiUrls(document, ids, {
      baseUrl,
      only: flags.short ? SHORT_WAPITI_ROUTES : undefined,
    });
    const pages = (flags.short ? shortWebPages(ids) : webPages(ids)).map((page) => `${baseUrl}${page}`);
    const modules = WAPITI_MODULES[mode];
    say(`wapiti: ${api.urls.length} API URLs and ${pages.length} pages, modules ${modules.join(',')}`);
    const lifted = liftRateLimits(system.redisUrl, system.redisPrefix);
    let counts = await readRequestCounts(gatewayHealthUrl);
    const wapiti = await runWapiti({
      baseUrl,
      cookie: admin.cookie,
      startUrls: [...pages, ...api.urls],
      modules,
      maxScanSeconds: Math.round(wapitiMinutes * 60),
      dir,
    });
    let next = await readRequestCounts(gatewayHealthUrl);
    const wapitiTraffic = requestsBetween(counts, next);
    counts = next;
    say(
      `wapiti: exit ${wapiti.code} in ${(wapiti.ms / 1000).toFixed(0)} s; the gateway answered ${wapitiTraffic.requests} requests on ${wapitiTraffic.routes.length} routes`,
    );

    const plan = sqlmapTargets(document, ids, {
      baseUrl,
      only: flags.short ? SHORT_SQLMAP_ROUTES : undefined,
    });
    const expectedParameters = plan.targets.reduce((sum, target) => sum + target.parameters.length, 0);
    say(`sqlmap: ${plan.targets.length} routes, ${expectedParameters} parameters`);
    const sqlmap = await runSqlmap(plan.targets, {
      cookie: admin.cookie,
      dir: join(dir, 'sqlmap'),
      level,
      risk,
      budgetMs: sqlmapMinutes * 60_000,
      perTargetMs: 5 * 60_000,
      say,
    });
    next = await readRequestCounts(gatewayHealthUrl);
    const sqlmapTraffic = requestsBetween(counts, next);
    const countersDeleted = await lifted.stop();

    const findings = await explainSpaFallbacks(
      explain(
        [
          ...(wapiti.report ? wapitiFindings(wapiti.report) : []),
          ...sqlmapFindings(sqlmap.results),
          ...serverErrorFindings('wapiti', wapitiTraffic.serverErrors),
          ...serverErrorFindings('sqlmap', sqlmapTraffic.serverErrors),
        ],
        EXPLANATIONS,
      ),
      baseUrl,
      admin.cookie,
    );
    // A CRITICAL line is not always the end ("content appears to be heavily dynamic … going to
    // retry"): a route counts as scanned when sqlmap reached its end having tested something.
    const finished = sqlmap.results.filter(
      (r) => r.parsed.finished && !r.timedOut && r.parsed.tested.length > 0,
    );
    const coverage = {
      'wapiti requests answered (gateway)': wapitiTraffic.requests,
      'wapiti API routes answered (gateway)': wapitiTraffic.routes.filter((route) => route.includes(' /api/'))
        .length,
      'sqlmap routes scanned to the end': finished.length,
      'sqlmap parameters tested': sqlmap.results.reduce((sum, r) => sum + r.parsed.tested.length, 0),
      'sqlmap requests sent': sqlmap.results.reduce((sum, r) => sum + r.requests, 0),
      'sqlmap requests answered (gateway)': sqlmapTraffic.requests,
      'sqlmap routes answered (gateway)': sqlmapTraffic.routes.length,
    };
    const checks = exerciseChecks(
      coverage,
      floorsFor(mode, {
        targets: plan.targets.length,
        parameters: expectedParameters,
        apiUrls: api.urls.length,
      }),
    );
    const problems = [];
    if (!wapiti.report)
      problems.push(
        `wapiti wrote no report (exit ${wapiti.code}${wapiti.timedOut ? ', timed out' : ''}; see wapiti.log)`,
      );
    if (sqlmap.notRun.length > 0)
      problems.push(
        `sqlmap's budget ran out before ${sqlmap.notRun.length} route(s): raise --sqlmap-minutes`,
      );
    const session = await fetch(`${baseUrl}/api/user`, { headers: { cookie: admin.cookie } });
    const notes = [
      `wapiti ${wapiti.report?.infos?.version ?? ''}: ${(wapiti.ms / 1000).toFixed(0)} s, ${api.urls.length} API URLs + ${pages.length} pages, modules ${modules.join(', ')}; gateway answers ${JSON.stringify(wapitiTraffic.byStatusClass)}`,
      `sqlmap (level ${level}, risk ${risk}): ${(sqlmap.ms / 1000).toFixed(0)} s, ${plan.targets.length} routes; gateway answers ${JSON.stringify(sqlmapTraffic.byStatusClass)}; original request answered ${describeStatuses(sqlmap.results)}`,
      `not scanned: ${plan.skipped.map((s) => `${s.key} (${s.why})`).join('; ') || 'none'}; multipart file fields are left to the upload corpus and the fuzz battery`,
      `rate limits lifted while the scanners ran: ${countersDeleted} counters deleted (rate-limits.mjs says why)`,
      `the scanner's session was ${session.ok ? 'still valid' : `LOST (GET /api/user ${session.status}) by the end: later routes were scanned signed out`}`,
    ];
    if (!session.ok) problems.push('the scanning session ended during the scan');
    const unresolved = [...new Set([...plan.unresolved, ...api.unresolved])];
    if (unresolved.length > 0)
      notes.push(`path parameters with no seeded value (sent 1): ${unresolved.join(', ')}`);
    const incomplete = sqlmap.results
      .filter((r) => !finished.includes(r))
      .map(
        (r) =>
          `${r.target.key}${r.timedOut ? ' (timed out)' : ''}${r.parsed.critical.length ? ` (${r.parsed.critical.join('; ')})` : ''}`,
      );
    if (incomplete.length > 0) notes.push(`sqlmap did not finish: ${incomplete.join(', ')}`);

    const result = verdict(findings, checks, problems);
    const seconds = (Date.now() - started) / 1000;
    const summary = renderSummary({ mode, seconds, findings, checks, result, notes });
    writeFileSync(join(dir, 'summary.txt'), `${summary}\n`);
    writeFileSync(
      join(dir, 'summary.json'),
      JSON.stringify(
        {
          mode,
          seconds,
          settings: { level, risk, sqlmapMinutes, wapitiMinutes, modules },
          result,
          coverage,
          checks,
          findings,
          wapiti: {
            code: wapiti.code,
            ms: wapiti.ms,
            traffic: wapitiTraffic,
            startUrls: [...pages, ...api.urls],
          },
          sqlmap: {
            ms: sqlmap.ms,
            traffic: sqlmapTraffic,
            notRun: sqlmap.notRun.map((t) => t.key),
            routes: sqlmap.results.map((r) => ({
              key: r.target.key,
              firstStatus: r.firstStatus,
              requests: r.requests,
              tested: r.parsed.tested,
              ms: r.ms,
            })),
          },
        },
        null,
        2,
      ),
    );
    console.log(`\n${summary}\n\nSaved in ${dir}`);
    return result.ok;
  } finally {
    await system.stop().catch((error) => console.error(`stopping Crema: ${error.message}`));
  }
}

/** `2xx ×40, 4xx ×30`: how the targets' unmodified requests were answered (sqlmap compares against it). */
function describeStatuses(results) {
  const classes = {};
  for (const { firstStatus } of results) {
    const key = firstStatus ? `${String(firstStatus)[0]}xx` : 'none';
    classes[key] = (classes[key] ?? 0) + 1;
  }
  return Object.entries(classes)
    .map(([key, count]) => `${key} ×${count}`)
    .join(', ');
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
