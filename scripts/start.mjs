// `npm start`: from a fresh clone to Crema running at http://localhost:3000 in one command.
// Installs dependencies if needed, checks (or starts with Docker) PostgreSQL, Redis and NATS,
// builds (Nx cache makes the second run fast), migrates, then runs every deployable of
// deploy/deployables.json as its own process with prefixed logs until Ctrl-C or SIGTERM. On an
// empty database it seeds a demo community through the API (scripts/demo; CREMA_DEMO=0 skips it).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { longRunning, readDeployables, repoRoot } from './lib/deployables.mjs';
import { bold, nxBin, prefix, run } from './lib/run.mjs';

const STOP_GRACE_MS = 10000;
const READY_TIMEOUT_MS = 60000;

function fail(message) {
  console.error(`\n${message}`);
  process.exit(1);
}

async function installDependencies() {
  if (existsSync(join(repoRoot, 'node_modules', '.package-lock.json'))) return;
  // `npm install`, not `npm ci`: see docs/adr/0004-install-from-lockfile.md.
  console.log('node_modules is missing: running npm install …');
  const code = await run('npm', ['install', '--no-audit', '--no-fund']);
  if (code !== 0) fail(`npm install failed (exit ${code}).`);
}

async function build() {
  console.log('Building (cached by Nx; only what changed is rebuilt) …');
  const code = await run(nxBin, ['run-many', '-t', 'build', '--outputStyle=static'], {
    env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
  });
  if (code !== 0) fail('The build failed; fix the errors above and run npm start again.');
}

async function migrate(deployables) {
  for (const migration of deployables.migrations) {
    console.log(`Migrating ${migration.name} …`);
    const code = await run(process.execPath, [migration.entry]);
    if (code !== 0) fail(`The ${migration.name} migration failed (exit ${code}).`);
  }
}

/** Starts one deployable with its output prefixed line by line. */
/** The gateway's internal port of /readyz and /metrics (its HEALTH_PORT default); not the public PORT. */
const GATEWAY_HEALTH_PORT = '9464';

function startProcess(entry, index, width, env = process.env) {
  const child = spawn(process.execPath, [entry.entry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const label = prefix(entry.name, index, width);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${label}${line}\n`));
  }
  return child;
}

async function waitUntilReady(url) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  return false;
}

async function main() {
  await installDependencies();
  const { ensureInfrastructure } = await import('./lib/infra.mjs');
  const problems = await ensureInfrastructure();
  if (problems.length > 0) {
    fail(`Crema needs PostgreSQL, Redis and NATS with JetStream.\n\n${problems.join('\n\n')}`);
  }

  const deployables = readDeployables();
  await build();
  await migrate(deployables);

  const entries = longRunning(deployables);
  const width = Math.max(...entries.map((entry) => entry.name.length));
  const children = new Map();
  let stopping = false;
  let exitCode = 0;

  const stopAll = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const child of children.values()) child.kill(signal);
    setTimeout(() => {
      for (const child of children.values()) child.kill('SIGKILL');
    }, STOP_GRACE_MS).unref();
  };

  const allStopped = new Promise((resolve) => {
    entries.forEach((entry, index) => {
      const child =
        entry.name === deployables.gateway.name
          ? startProcess(entry, index, width, { ...process.env, HEALTH_PORT: GATEWAY_HEALTH_PORT })
          : startProcess(entry, index, width);
      children.set(entry.name, child);
      child.on('exit', (code, signal) => {
        children.delete(entry.name);
        if (!stopping) {
          console.error(
            bold(`${entry.name} exited unexpectedly (${signal ?? `code ${code}`}); stopping the others.`),
          );
          exitCode = 1;
          stopAll('SIGTERM');
        }
        if (children.size === 0) resolve();
      });
    });
  });

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (!stopping) console.log(`\n${signal}: stopping Crema …`);
      stopAll('SIGTERM');
    });
  }

  const port = process.env.PORT || '3000';
  void waitUntilReady(`http://127.0.0.1:${GATEWAY_HEALTH_PORT}/readyz`).then(async (ready) => {
    if (stopping) return;
    if (!ready) {
      console.error(bold(`The gateway is not ready after ${READY_TIMEOUT_MS / 1000} s; see the logs above.`));
      return;
    }
    console.log(bold(`\nCrema is running at http://localhost:${port}\n`));
    // On an empty database (and unless CREMA_DEMO=0), a demo community through the real API.
    const { seedDemoIfEmpty } = await import('./demo/seed.mjs');
    const { urls } = await import('./lib/infra.mjs');
    await seedDemoIfEmpty({
      baseUrl: `http://127.0.0.1:${port}`,
      databaseUrl: urls.database,
      log: console.log,
    });
  });

  await allStopped;
  console.log(exitCode === 0 ? 'Crema stopped.' : 'Crema stopped after a failure.');
  process.exit(exitCode);
}

main().catch((error) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
