// CPU time per request, per process of a running system, read from /proc (Linux).
//
// Throughput on a shared 2-core machine moves with whatever else runs; the CPU a request costs each
// process (gateway, a service, NATS, PostgreSQL's backends, Redis) moves far less, and says where
// one route's cost goes compared with another's.
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

const portOf = (url) => new URL(url).port;

/**
 * The system's long-running processes by name: its deployables (recognised by their entry file and
 * the run's REDIS_PREFIX), its own nats-server and the Redis server it uses.
 */
export function systemProcesses(system) {
  const entries = longRunning(readDeployables());
  const natsPort = portOf(system.natsUrl);
  const redisPort = portOf(system.redisUrl) || '6379';
  const found = {};
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const argv = readProc(pid, 'cmdline');
    const command = argv.join(' ');
    if (command.includes('nats-server') && command.includes(natsPort)) found.nats = Number(pid);
    else if (command.startsWith('redis-server') && command.includes(`:${redisPort}`)) found.redis = Number(pid);
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
    client.query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]),
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
  const spent = (pid) => (cpuMsOf(pid) ?? NaN) - (before.get(pid) ?? NaN);
  const perRequest = {};
  for (const [name, pid] of named) perRequest[name] = spent(pid) / requests;
  // A backend that closed meanwhile took its CPU time with it: the sum is a lower bound then.
  perRequest.postgres = backends.map(spent).filter(Number.isFinite).reduce((sum, ms) => sum + ms, 0) / requests;
  perRequest.total = Object.values(perRequest).reduce((sum, ms) => sum + (Number.isFinite(ms) ? ms : 0), 0);
  return perRequest;
}
