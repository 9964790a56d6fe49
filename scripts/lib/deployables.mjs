// Reads deploy/deployables.json, the one list of what Crema runs (migrations, services, workers, gateway).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @returns {{ migrations: Entry[], services: Entry[], workers: Entry[], gateway: Entry }} */
export function readDeployables() {
  return JSON.parse(readFileSync(join(repoRoot, 'deploy', 'deployables.json'), 'utf8'));
}

/** Every long-running process, in start order: services and workers first, the gateway last. */
export function longRunning(deployables) {
  return [...deployables.services, ...deployables.workers, deployables.gateway];
}

/** @typedef {{ name: string, entry: string }} Entry */
