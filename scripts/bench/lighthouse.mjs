// One Lighthouse run (mobile profile, its default) of a page, through its command line in a child
// process: Lighthouse is ESM-only and jest loads this file through its CommonJS transform. Shared
// by `npm run bench:first-load` and e2e/browser/first-load.e2e-spec.ts.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** Issue 14 §5: the minimum score (0–100) of each category. */
export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95 };

/** The timings each run reports (milliseconds, Lighthouse's simulated mobile network and CPU). */
export const METRIC_AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
};

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Lighthouse's failures to record the page's trace ("Please run Lighthouse again"), seen now and then
 * on a busy machine: nothing about the page, so the run is repeated once.
 */
const TRACE_RECORDING_FAILURES = /\b(NO_NAVSTART|NO_TRACING_STARTED|PROTOCOL_TIMEOUT)\b/;

/**
 * Runs Lighthouse on `url` (with `cookie` sent on every request when given) in `categories`, and
 * resolves with each category's score out of 100 and the audits that failed (for the report).
 * @param {string} repoRoot
 * @param {string} url
 * @param {{ cookie?: string; categories?: string[]; timeoutMs?: number }} [options]
 * @returns {Promise<{ scores: Record<string, number>; failing: string[]; metrics: Record<string, number> }>}
 */
export async function runLighthouse(repoRoot, url, options = {}) {
  try {
    return await runLighthouseOnce(repoRoot, url, options);
  } catch (error) {
    if (!(error instanceof Error) || !TRACE_RECORDING_FAILURES.test(error.message)) throw error;
    return runLighthouseOnce(repoRoot, url, options);
  }
}

/**
 * @param {string} repoRoot
 * @param {string} url
 * @param {{ cookie?: string; categories?: string[]; timeoutMs?: number }} options
 * @returns {Promise<{ scores: Record<string, number>; failing: string[] }>}
 */
function runLighthouseOnce(
  repoRoot,
  url,
  { cookie, categories = LIGHTHOUSE_CATEGORIES, timeoutMs = 180_000 },
) {
  // A profile of its own per run: no service worker or cache from an earlier run.
  const profile = mkdtempSync(join(tmpdir(), 'crema-lighthouse-'));
  const args = [
    join(repoRoot, 'node_modules', 'lighthouse', 'cli', 'index.js'),
    url,
    `--only-categories=${categories.join(',')}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=--headless=new --no-sandbox --disable-gpu --user-data-dir=${profile}`,
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024, timeout: timeoutMs },
      (error, stdout, stderr) => {
        rmSync(profile, { recursive: true, force: true });
        if (error) {
          reject(new Error(`lighthouse ${url}: ${error.message}\n${stderr}`));
          return;
        }
        const report = JSON.parse(stdout);
        if (report.runtimeError) {
          reject(new Error(`lighthouse ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`));
          return;
        }
        const scores = {};
        const failing = [];
        for (const id of categories) {
          const category = report.categories[id];
          scores[id] = Math.round((category.score ?? 0) * 100);
          for (const { id: auditId, weight } of category.auditRefs) {
            const audit = report.audits[auditId];
            if (weight > 0 && audit.score !== null && audit.score < 0.9)
              failing.push(`${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
          }
        }
        const metrics = Object.fromEntries(
          Object.entries(METRIC_AUDITS).map(([name, auditId]) => [
            name,
            report.audits[auditId]?.numericValue ?? NaN,
          ]),
        );
        resolve({ scores, failing, metrics });
      },
    );
  });
}
