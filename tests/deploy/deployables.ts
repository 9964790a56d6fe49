import { readFileSync } from 'node:fs';
import path from 'node:path';
import { natsUsersOf } from '@crema/nats-auth';

export const repoRoot = path.resolve(__dirname, '..', '..');

interface Entry {
  name: string;
  entry: string;
  /** The service whose database role a service or worker connects as (ADR 0033). */
  database?: string;
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

/** Long-running deployables that connect to NATS (each as its own user), and those that never do. */
export function natsAccess(deployables: Deployables): { users: string[]; withoutNats: string[] } {
  const names = longRunning(deployables).map((entry) => entry.name);
  const users = natsUsersOf(names).map((user) => user.name);
  return { users, withoutNats: names.filter((name) => !users.includes(name)) };
}

/** The role `crema_<service>` and the variable of its password, DATABASE_PASSWORD_<SERVICE> (compose, Kubernetes). */
export function databaseRoleOf(service: string): { role: string; passwordVariable: string } {
  return { role: `crema_${service}`, passwordVariable: `DATABASE_PASSWORD_${service.toUpperCase()}` };
}
