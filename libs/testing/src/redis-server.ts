import { spawn } from 'node:child_process';
import { freePort } from './free-port';
import { findExecutable, terminate, waitForPort } from './local-server';

export interface TestRedisServer {
  /** redis://127.0.0.1:<port>, without credentials. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

const DEBIAN_REDIS_SERVER = '/usr/bin/redis-server';

/**
 * A throwaway redis-server of the test's own, on a free port, keeping nothing on disk, loading
 * the given ACL file: for tests of Redis users and their permissions, which the shared Redis of
 * a developer machine (no auth) cannot show. Needs the redis-server binary (Debian: redis-server).
 */
export async function startRedisServer(options: { aclFile: string }): Promise<TestRedisServer> {
  const binary = findExecutable('redis-server', DEBIAN_REDIS_SERVER);
  if (!binary) throw new Error('No redis-server binary (apt-get install -y redis-server)');
  const port = await freePort();
  const child = spawn(
    binary,
    [
      ...['--port', String(port), '--bind', '127.0.0.1'],
      ...['--save', '', '--appendonly', 'no'],
      ...['--aclfile', options.aclFile],
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  // Redis logs to standard output; kept to explain a failed start (e.g. an ACL file it refuses).
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = () => terminate(child);
  try {
    await waitForPort(port, child, 'redis-server');
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${log.trim()}`);
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}
