// The chaos run's own PostgreSQL, Redis and NATS: private ports and data directories, so the harness
// may stop, kill and start them again without touching the machine's shared servers.
import { execFile, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import net from 'node:net';
import { promisify } from 'node:util';

const run = promisify(execFile);
const START_TIMEOUT_MS = 30_000;

/** Resolves once something accepts TCP connections on 127.0.0.1:port. */
export async function waitForPort(port, what, timeoutMs = START_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not listen on port ${port} within ${timeoutMs} ms`);
}

/** The first of the paths that exists (Debian's install path, else the name for PATH). */
function binary(name, ...paths) {
  return paths.find((path) => existsSync(path)) ?? name;
}

/** A server process whose failure to spawn is a rejected start, not an uncaught error. */
function spawnServer(command, args, options) {
  const child = spawn(command, args, options);
  child.on('error', (error) => console.error(`${command}: ${error.message}`));
  return child;
}

function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * A server process that `launch` spawns and waits for, started now; `restart(signal)` kills it
 * (SIGTERM: a clean stop; SIGKILL: a crash) and launches it again on the same data.
 */
async function restartableProcess(launch) {
  let child = await launch();
  const kill = async (signal) => {
    child.kill(signal);
    await exited(child);
  };
  return {
    async restart(signal = 'SIGTERM') {
      await kill(signal);
      child = await launch();
    },
    stop: () => kill('SIGTERM'),
  };
}

/** The newest Debian PostgreSQL's binaries (/usr/lib/postgresql/<major>/bin). */
function postgresBin() {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  const major = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!major) throw new Error('No PostgreSQL under /usr/lib/postgresql (apt-get install -y postgresql)');
  return join(root, major, 'bin');
}

/** As root, PostgreSQL's tools run as the postgres user (initdb refuses root). */
function asPostgres(binary, args) {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
}

/**
 * A private PostgreSQL cluster: initdb into `dir`, trust authentication, listening on 127.0.0.1:port
 * only. `restart(mode)` stops it (`fast`: clean; `immediate`: like a crash, recovery at start) and
 * starts it again on the same data.
 */
export async function startPostgres(dir, port) {
  const bin = postgresBin();
  const data = join(dir, 'data');
  mkdirSync(data, { recursive: true });
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout), Number(gid));
    chownSync(data, Number(stdout), Number(gid));
  }
  const pgCtl = (args) => {
    const [command, full] = asPostgres(join(bin, 'pg_ctl'), args);
    return run(command, full, { timeout: 60_000 });
  };
  const [initCommand, initArgs] = asPostgres(join(bin, 'initdb'), [
    ...['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8'],
  ]);
  await run(initCommand, initArgs, { timeout: 120_000 });
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=300',
    '-c fsync=on',
    '-c shared_buffers=64MB',
  ].join(' ');
  const start = () =>
    pgCtl(['-D', data, '-o', options, '-l', join(dir, 'postgres.log'), '-w', '-t', '60', 'start']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async restart(mode = 'fast') {
      await pgCtl(['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
      await start();
    },
    async stop() {
      await pgCtl(['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']).catch(() => undefined);
    },
  };
}

/**
 * A private redis-server with the append-only file on, so sessions and queued jobs outlive a
 * restart, even a SIGKILL (every write is fsynced: the run's load is small).
 */
export async function startRedis(dir, port) {
  mkdirSync(dir, { recursive: true });
  const args = [
    ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir],
    ...['--appendonly', 'yes', '--appendfsync', 'always', '--save', ''],
    ...['--logfile', join(dir, 'redis.log')],
  ];
  const lifecycle = await restartableProcess(async () => {
    const child = spawnServer(binary('redis-server', '/usr/bin/redis-server'), args, { stdio: 'ignore' });
    await waitForPort(port, 'redis-server');
    return child;
  });
  return { url: `redis://127.0.0.1:${port}`, port, ...lifecycle };
}

/**
 * A private nats-server with JetStream on a file store in `dir`, started with the generated
 * configuration (one user per deployable) and the environment holding their passwords: the shape
 * @crema/testing's launcher asks of `startNats`. Streams and consumers outlive `restart`.
 */
export function natsStarter(dir, port, clientPort) {
  let server;
  const starter = async ({ configFile, env }) => {
    mkdirSync(dir, { recursive: true });
    const args = [
      ...(configFile ? ['-c', configFile] : []),
      '-a',
      '127.0.0.1',
      '-p',
      String(port),
      '-js',
      '-sd',
      dir,
    ];
    const lifecycle = await restartableProcess(async () => {
      const child = spawnServer(binary('nats-server', '/usr/sbin/nats-server'), args, {
        stdio: 'ignore',
        env,
      });
      await waitForPort(port, 'nats-server');
      return child;
    });
    server = { url: `nats://127.0.0.1:${clientPort}`, ...lifecycle };
    return server;
  };
  return {
    starter,
    get server() {
      return server;
    },
  };
}
