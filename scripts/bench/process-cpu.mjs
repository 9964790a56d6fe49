// CPU time per request, per process of a running system, read from /proc (Linux).
//
// Throughput on a shared 2-core machine moves with whatever else runs; the CPU a request costs each
// process (gateway, a service, NATS, PostgreSQL's backends, Redis) moves far less, and says where
// one route's cost goes compared with another's. Redis is the machine's own, shared with whatever
// else uses it: its figure holds their work too (on a quiet machine, next to nothing).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { longRunning, readDeployables } from '../lib/deployables.mjs';
import { withClient } from './load.mjs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** CPU time (user + system, ms) a process has used, or undefined once it has gone. */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: state is the first, utime the 12th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

function readProc(pid, file) {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

/** Whether a command line names this program (by its file's name) and this port as an argument of its own. */
function runs(argv, program, port) {
  return (
    argv[0]?.split('/').at(-1) === program &&
    argv.some((arg) => arg === port || arg.endsWith(`:${port}`) || arg === `--port=${port}`)
  );
}

/**
 * The system's long-running processes by name: its deployables (recognised by their entry file and
 * the run's REDIS_PREFIX), its own nats-server and the Redis server it uses.
 */
export function systemProcesses(system) {
  const entries = longRunning(readDeployables());
  const natsPort = new URL(system.natsUrl).port || '4222';
  const redisPort = new URL(system.redisUrl).port || '6379';
  const found = {};
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    // redis-server shows `redis-server 127.0.0.1:6379` as its whole command line (one argument).
    const argv = readProc(pid, 'cmdline')
      .flatMap((arg) => arg.split(' '))
      .filter(Boolean);
    if (runs(argv, 'nats-server', natsPort)) found.nats = Number(pid);
    else if (runs(argv, 'redis-server', redisPort)) found.redis = Number(pid);
    else if (readProc(pid, 'environ').includes(`REDIS_PREFIX=${system.redisPrefix}`)) {
      const entry = entries.find(({ entry }) => argv.some((arg) => arg.endsWith(entry)));
      if (entry) found[entry.name] = Number(pid);
    }
  }
  return found;
}

/** The PostgreSQL backends connected to this database now (the services' pools keep theirs open). */
async function postgresBackends(databaseUrl) {
  const database = new URL(databaseUrl).pathname.slice(1);
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
      database,
    ]),
  );
  return rows.map((row) => row.pid);
}

/**
 * Runs `work` (which answers how many requests it made) and returns the CPU ms per request of
 * each named process and of PostgreSQL's backends for this database, with their sum.
 */
export async function cpuPerRequest({ processes, databaseUrl }, work) {
  const backends = await postgresBackends(databaseUrl);
  const named = Object.entries(processes);
  const before = new Map([...named.map(([, pid]) => pid), ...backends].map((pid) => [pid, cpuMsOf(pid)]));
  const requests = await work();
  // A backend opened during the run counts from zero; one that closed took its CPU time with it
  // (the sum is a lower bound then).
  const backendsSeen = new Set([...backends, ...(await postgresBackends(databaseUrl))]);
  const spent = (pid) => (cpuMsOf(pid) ?? NaN) - (before.get(pid) ?? 0);
  const perRequest = {};
  for (const [name, pid] of named) perRequest[name] = spent(pid) / requests;
  perRequest.postgres =
    [...backendsSeen]
      .map(spent)
      .filter(Number.isFinite)
      .reduce((sum, ms) => sum + ms, 0) / requests;
  perRequest.total = Object.values(perRequest).reduce((sum, ms) => sum + (Number.isFinite(ms) ? ms : 0), 0);
  return perRequest;
}
