import { readFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

interface Entry {
  name: string;
  entry: string;
}

interface Deployables {
  migrations: Entry[];
  services: Entry[];
  workers: Entry[];
  gateway: Entry;
}

/** deploy/deployables.json, the list every deployment file must agree with. */
export function readDeployables(): Deployables {
  return JSON.parse(readFileSync(path.join(repoRoot, 'deploy', 'deployables.json'), 'utf8')) as Deployables;
}

/** Services, workers and the gateway: everything that runs as a long-lived process. */
export function longRunning(deployables: Deployables): Entry[] {
  return [...deployables.services, ...deployables.workers, deployables.gateway];
}
