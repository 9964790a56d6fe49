// `npm start`: from a fresh clone to Crema running at http://localhost:3000 in one command.
// Installs dependencies if needed, checks (or starts with Docker) PostgreSQL, Redis and NATS,
// builds (Nx cache makes the second run fast), migrates as the database owner (creating one role per
// service), then runs every deployable of deploy/deployables.json as its own process, connected to
// PostgreSQL as its service's role, with prefixed logs until Ctrl-C or SIGTERM; a process
// that crashes is restarted with back-off while the others keep serving. On an
// empty database it seeds a demo community through the API (scripts/demo; CREMA_DEMO=0 skips it).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { databaseRoles, withDatabaseOf } from './lib/database-roles.mjs';
import { longRunning, readDeployables, repoRoot } from './lib/deployables.mjs';
import { bold, installDependenciesIfMissing, nxBin, prefix, run } from './lib/run.mjs';
import { supervise } from './lib/supervisor.mjs';

const STOP_GRACE_MS = 10000;
const READY_TIMEOUT_MS = 60000;

function fail(message) {
  console.error(`\n${message}`);
  process.exit(1);
}

async function installDependencies() {
  const code = await installDependenciesIfMissing();
  if (code !== 0) fail(`npm install failed (exit ${code}).`);
}

async function build() {
  console.log('Building (cached by Nx; only what changed is rebuilt) …');
  const code = await run(nxBin, ['run-many', '-t', 'build', '--outputStyle=static'], {
    env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
  });
  if (code !== 0) fail('The build failed; fix the errors above and run npm start again.');
}

async function migrate(deployables, roles, ownerUrl) {
  for (const migration of deployables.migrations) {
    console.log(`Migrating ${migration.name} …`);
    const code = await run(process.execPath, [migration.entry], {
      env: { ...process.env, DATABASE_URL: ownerUrl, ...roles.migrateEnvOf(migration.name) },
    });
    if (code !== 0) fail(`The ${migration.name} migration failed (exit ${code}).`);
  }
}

/** The gateway's internal port of /readyz and /metrics; not the public PORT. */
const GATEWAY_HEALTH_PORT = process.env.GATEWAY_HEALTH_PORT || '9464';

/**
 * Sign-ups per address and hour on this machine, unless set: every local browser and the demo seed
 * (nine accounts) come from 127.0.0.1, and the deployed default (10/1h) would leave one attempt.
 */
const LOCAL_REGISTER_LIMIT = '100/1h';

/** Starts one deployable with its output prefixed line by line. */
function startProcess(entry, label, env) {
  const child = spawn(process.execPath, [entry.entry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  const { ensureInfrastructure, urls } = await import('./lib/infra.mjs');
  const problems = await ensureInfrastructure();
  if (problems.length > 0) {
    fail(`Crema needs PostgreSQL, Redis and NATS with JetStream.\n\n${problems.join('\n\n')}`);
  }

  const deployables = readDeployables();
  const roles = databaseRoles(
    urls.database,
    deployables.migrations.map((migration) => migration.name),
  );
  await build();
  await migrate(deployables, roles, urls.database);

  const entries = longRunning(deployables);
  const width = Math.max(...entries.map((entry) => entry.name.length));
  const supervisorLabel = prefix('crema', entries.length, width);
  const processes = supervise(
    entries.map((entry, index) => {
      const own = withDatabaseOf(entry, process.env, roles);
      const env =
        entry.name === deployables.gateway.name
          ? {
              ...own,
              HEALTH_PORT: GATEWAY_HEALTH_PORT,
              REGISTER_LIMIT_PER_ADDRESS: process.env.REGISTER_LIMIT_PER_ADDRESS || LOCAL_REGISTER_LIMIT,
            }
          : own;
      const label = prefix(entry.name, index, width);
      return { name: entry.name, start: () => startProcess(entry, label, env) };
    }),
    { log: (line) => console.error(`${supervisorLabel}${bold(line)}`), stopGraceMs: STOP_GRACE_MS },
  );

  let stopping = false;
  const stopped = new Promise((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.on(signal, () => {
        if (stopping) return;
        stopping = true;
        console.log(`\n${signal}: stopping Crema …`);
        void processes.stop('SIGTERM').then(resolve);
      });
    }
  });

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
    await seedDemoIfEmpty({
      baseUrl: `http://127.0.0.1:${port}`,
      databaseUrl: urls.database,
      log: console.log,
    });
  });

  await stopped;
  console.log('Crema stopped.');
  process.exit(0);
}

main().catch((error) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
