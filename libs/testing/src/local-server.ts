import type { ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { loadEnv, testingEnv } from '@crema/config';
import { canConnect } from './tcp-probe';

const START_TIMEOUT_MS = 10_000;

/** The first executable among a known install path and the PATH directories, if any. */
export function findExecutable(name: string, knownPath: string): string | undefined {
  const pathDirs = loadEnv(testingEnv).PATH.split(delimiter).filter(Boolean);
  return [knownPath, ...pathDirs.map((dir) => join(dir, name))].find((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Resolves once a spawned server listens on 127.0.0.1:port; rejects when it exits or is too slow. */
export async function waitForPort(port: number, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    if (await canConnect('127.0.0.1', port)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${name} did not listen on port ${port} within ${START_TIMEOUT_MS} ms`);
}

/** Stops a spawned server with SIGTERM and waits for it to exit. */
export function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
