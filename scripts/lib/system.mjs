// Booting the built Crema for an operator script (benchmarks, the security scan) and signing people
// up on it: one place for the launcher's script-side defaults and for the session cookie's name.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './deployables.mjs';

/** @crema/testing from its build (startSystem, freePort, …); a clear error when nothing is built. */
export function testingLibrary() {
  try {
    return createRequire(import.meta.url)(join(repoRoot, 'libs/testing/dist/index.js'));
  } catch {
    throw new Error('Not built: run `npm run build` first.');
  }
}

/**
 * @crema/testing's launcher from its build (scripts run the built system, like production): a fresh
 * database, a NATS server of its own, a unique Redis prefix and a free port. Production needs the
 * designated administrator named (ADR 0011); a script names one nobody claims unless it passes its
 * own ADMIN_USERNAME. It also needs a key for the digest mails' unsubscribe links (ADR 0015): a
 * random one per run.
 */
export function systemLauncher() {
  const { startSystem } = testingLibrary();
  const env = { ADMIN_USERNAME: 'bench_admin', UNSUBSCRIBE_TOKEN_SECRET: randomBytes(32).toString('hex') };
  // Scripts run on cores shared with other work, where nine processes loading their modules at
  // once can take well over the launcher's default 30 s to answer their readiness probes.
  return (options = {}) =>
    startSystem({ readyTimeoutMs: 180_000, ...options, env: { ...env, ...options.env } });
}

/** `crema_sid=<value>` from an answer's Set-Cookie headers, or undefined. */
export function sessionCookie(response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((cookie) => cookie.startsWith('crema_sid='));
}

/**
 * Signs a new person up through the API (`<username>@<emailDomain>`); their id and session cookie.
 * Sent with the instance's own Origin, as the web app would.
 */
export async function register(baseUrl, username, password, emailDomain = 'bench.test') {
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username, email: `${username}@${emailDomain}`, password }),
  });
  if (response.status !== 201)
    throw new Error(`register ${username}: HTTP ${response.status} ${await response.text()}`);
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error(`register ${username} answered without a session cookie`);
  const user = await response.json();
  return { id: user.id, username, cookie };
}
