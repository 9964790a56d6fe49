// Runs Debian's wapiti (3.0.4) against the instance: signed in with the session cookie, crawling
// only the instance, starting from the web app's pages and the API's GET routes (3.0.4 cannot read
// an OpenAPI document, and the single-page app links nothing a crawler without JavaScript can follow),
// with a bounded scan time. Its JSON report is the raw report.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runLogged } from '../lib/run.mjs';

/**
 * The attack modules. Left out: ssrf and xxe (they need wapiti's endpoint on the internet), wapp
 * (downloads its database), nikto and buster (brute-force path lists, where the app's fallback to
 * index.html answers 200 for every path), brute_login_form (guesses passwords: login throttling
 * answers 429) and shellshock (no CGI). methods, htaccess, backup and csrf only in the full run.
 */
const SHORT_MODULES = [
  'sql',
  'blindsql',
  'xss',
  'permanentxss',
  'exec',
  'file',
  'crlf',
  'redirect',
  'http_headers',
  'cookieflags',
  'csp',
];
export const WAPITI_MODULES = {
  full: [...SHORT_MODULES, 'methods', 'htaccess', 'backup', 'csrf'],
  short: SHORT_MODULES,
};

/** wapiti's JSON cookie file (wapitiCore/net/jsoncookie.py) holding `name=value` for the instance's host. */
export function cookieFile(baseUrl, cookie) {
  const host = new URL(baseUrl).hostname;
  const [name, value] = cookie.split(/=(.*)/s);
  return { [host]: { '/': { [name]: { version: 0, value, expires: null, secure: false, port: null } } } };
}

/**
 * wapiti's command line. `-x` (exclude) is not used: on Python 3.11 wapiti 3.0.4 crashes compiling
 * it (`global flags not at the start`), so what must not be crawled is never given as a start URL.
 */
export function wapitiArgs({
  baseUrl,
  startUrls,
  modules,
  maxScanSeconds,
  cookiePath,
  reportPath,
  sessionDir,
}) {
  return [
    ...['-u', `${baseUrl}/`, '--scope', 'folder'],
    ...startUrls.flatMap((url) => ['-s', url]),
    ...['-c', cookiePath],
    ...['-m', modules.join(',')],
    ...['--max-scan-time', String(maxScanSeconds)],
    // One module may not eat the whole scan.
    ...['--max-attack-time', String(Math.max(20, Math.round(maxScanSeconds / 4)))],
    ...['-d', '4', '-t', '20'],
    ...['-f', 'json', '-o', reportPath],
    ...['--flush-session', '--store-session', sessionDir, '--store-config', sessionDir],
    // Never send a crash report to the internet.
    '--no-bugreport',
    ...['-v', '1'],
  ];
}

/** Runs wapiti; `{ report, code, timedOut, ms }` (report undefined when none was written). */
export async function runWapiti({ baseUrl, cookie, startUrls, modules, maxScanSeconds, dir }) {
  const cookiePath = join(dir, 'wapiti-cookies.json');
  const reportPath = join(dir, 'wapiti.json');
  writeFileSync(cookiePath, JSON.stringify(cookieFile(baseUrl, cookie)));
  const args = wapitiArgs({
    baseUrl,
    startUrls,
    modules,
    maxScanSeconds,
    cookiePath,
    reportPath,
    sessionDir: join(dir, 'wapiti-session'),
  });
  // wapiti stops itself at --max-scan-time; the kill is for a hang past it.
  const run = await runLogged('wapiti', args, {
    logFile: join(dir, 'wapiti.log'),
    timeoutMs: (maxScanSeconds + 120) * 1000,
  });
  let report;
  try {
    report = JSON.parse(readFileSync(reportPath, 'utf8'));
  } catch {
    report = undefined;
  }
  return { report, ...run };
}
