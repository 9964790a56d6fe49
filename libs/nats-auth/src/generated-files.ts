import { renderNatsConfigMap } from './config-map';
import { natsUsersOf } from './nats-users';
import { OPERATOR_NATS_USERS } from './operator-users';
import { renderNatsServerConfig } from './server-config';

/** Where the generated files live, relative to the repository root. */
export const NATS_SERVER_CONFIG_PATH = 'deploy/nats/nats-server.conf';
export const NATS_CONFIG_MAP_PATH = 'deploy/k8s/nats-config.yaml';

export interface GeneratedFile {
  /** Relative to the repository root. */
  path: string;
  content: string;
}

/**
 * What `npm run nats:config` writes: the users of the long-running deployables of
 * deploy/deployables.json, then the operators' users.
 */
export function generatedNatsFiles(deployables: readonly string[]): GeneratedFile[] {
  const config = renderNatsServerConfig([...natsUsersOf(deployables), ...OPERATOR_NATS_USERS]);
  return [
    { path: NATS_SERVER_CONFIG_PATH, content: config },
    { path: NATS_CONFIG_MAP_PATH, content: renderNatsConfigMap(config) },
  ];
}
