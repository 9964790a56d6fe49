import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import {
  createTestDatabase,
  freePort,
  startNatsServer,
  uniqueRedisPrefix,
  type TestDatabase,
  type TestNatsServer,
} from '@crema/testing';
import { checkInBody, checkInForm, postCheckInForm } from './support/check-ins';
import { ApiClient } from './support/http';
import { signedUpClient } from './support/users';

/** `npm start` builds (cached after npm test's build step), migrates and boots nine processes. */
const START_TIMEOUT_MS = 240_000;
const repoRoot = path.resolve(__dirname, '..', '..');

/** `npm start` as a newcomer runs it, on a database, NATS server, Redis prefix and ports of its own. */
class NpmStart {
  readonly output: string[] = [];
  private readonly lineWaiters: { pattern: RegExp; resolve: (match: RegExpExecArray) => void }[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  constructor(private readonly child: ChildProcess) {
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => {
        this.output.push(line);
        for (const waiter of [...this.lineWaiters]) {
          const match = waiter.pattern.exec(line);
          if (!match) continue;
          this.lineWaiters.splice(this.lineWaiters.indexOf(waiter), 1);
          waiter.resolve(match);
        }
      });
    }
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  /** The first line from now on that matches; fails with the output so far after `timeoutMs`. */
  nextLine(pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(`no line matched ${pattern} in ${timeoutMs} ms:\n${this.output.slice(-60).join('\n')}`),
          ),
        timeoutMs,
      );
      this.lineWaiters.push({
        pattern,
        resolve: (match) => {
          clearTimeout(timer);
          resolve(match);
        },
      });
    });
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }
}

/** The pid of a deployable's process, read from `ps` (the supervisor's children). */
async function pidOf(parentPid: number, entry: string): Promise<number> {
  const ps = spawn('ps', ['-o', 'pid=,args=', '--ppid', String(parentPid)]);
  let listing = '';
  ps.stdout.on('data', (chunk: Buffer) => (listing += chunk.toString()));
  await new Promise((resolve) => ps.once('close', resolve));
  const line = listing.split('\n').find((each) => each.includes(entry));
  if (!line) throw new Error(`no process runs ${entry}:\n${listing}`);
  return Number(line.trim().split(/\s+/)[0]);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm start supervises its processes', () => {
  let database: TestDatabase;
  let nats: TestNatsServer;
  let tempDir: string;
  let start: NpmStart;
  let child: ChildProcess;
  let baseUrl: string;
  let gatewayHealthUrl: string;

  beforeAll(async () => {
    [database, nats, tempDir] = await Promise.all([
      createTestDatabase(),
      startNatsServer(),
      mkdtemp(path.join(tmpdir(), 'crema-npm-start-')),
    ]);
    const [port, healthPort] = [await freePort(), await freePort()];
    baseUrl = `http://127.0.0.1:${port}`;
    gatewayHealthUrl = `http://127.0.0.1:${healthPort}`;
    child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'start.mjs')], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: baseUrl,
        GATEWAY_HEALTH_PORT: String(healthPort),
        DATABASE_URL: database.url,
        NATS_URL: nats.url,
        REDIS_PREFIX: uniqueRedisPrefix(),
        MEDIA_DIR: path.join(tempDir, 'media'),
        MAIL_OUTBOX_DIR: path.join(tempDir, 'mail'),
        LOG_LEVEL: 'warn',
        CREMA_DEMO: '0',
        OCR_WORKERS: '1',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    start = new NpmStart(child);
    await start.nextLine(/Crema is running at/, START_TIMEOUT_MS);
  }, START_TIMEOUT_MS + 10_000);

  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await start.exited;
    }
    await Promise.allSettled([database.drop(), nats.stop(), rm(tempDir, { recursive: true, force: true })]);
  });

  it('restarts a killed service with back-off while the others keep serving, and Ctrl-C still stops everything', async () => {
    const { client } = await signedUpClient(baseUrl);
    expect((await postCheckInForm(client, checkInForm(checkInBody()))).status).toBe(201);

    // identity, whose readiness the gateway's own once depended on.
    const identityEntry = 'services/identity/dist/main.js';
    const killed = await pidOf(child.pid!, identityEntry);
    const restartAnnounced = start.nextLine(/identity restarted \(pid (\d+)\)/, 60_000);
    const crashLogged = start.nextLine(/identity exited unexpectedly \(SIGKILL\); restarting in 1 s/, 10_000);
    process.kill(killed, 'SIGKILL');
    await crashLogged;

    // While identity is down: the gateway stays ready, check-ins go through as usual, identity's
    // routes are refused with a 503 to retry (never a 500 or a dropped connection), and answer again
    // once it is back.
    expect((await new ApiClient(gatewayHealthUrl).get('/readyz')).status).toBe(200);
    expect((await postCheckInForm(client, checkInForm(checkInBody()))).status).toBe(201);
    const statuses = new Set<number>();
    let answered = false;
    const deadline = Date.now() + 60_000;
    while (!answered && Date.now() < deadline) {
      const response = await client.get('/api/user');
      statuses.add(response.status);
      answered = response.status === 200;
      if (!answered) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(answered).toBe(true);
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const restarted = Number((await restartAnnounced)[1]);
    expect(restarted).not.toBe(killed);
    expect(await pidOf(child.pid!, identityEntry)).toBe(restarted);

    const children = await Promise.all(
      ['services/checkins/dist/main.js', 'gateway/dist/main.js'].map((entry) => pidOf(child.pid!, entry)),
    );
    start.signal('SIGINT');
    const exit = await start.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(start.output.some((line) => line.includes('Crema stopped.'))).toBe(true);
    for (const pid of [restarted, ...children]) expect(isAlive(pid)).toBe(false);
  }, 150_000);
});
