import type { NatsEnv } from '@crema/config';
import type { ConnectionOptions } from '@nats-io/transport-node';

/** Replies to a deployable's requests arrive under this prefix, which only its NATS user may subscribe to. */
export const inboxPrefixOf = (deployable: string) => `_INBOX_${deployable}`;

/**
 * How a deployable connects to NATS: its URL, its own user (when the server requires one), TLS
 * (when a CA or client certificate is configured) and an inbox of its own, so no other user can
 * read the replies it receives. Every NATS connection of a process is opened with these options.
 */
export function natsConnectionOptions(env: NatsEnv, deployable: string): ConnectionOptions {
  const options: ConnectionOptions = {
    servers: env.NATS_URL,
    name: deployable,
    inboxPrefix: inboxPrefixOf(deployable),
    maxReconnectAttempts: -1,
    // No stack captured up front for every request: a failure becomes an RpcError anyway.
    noAsyncTraces: true,
  };
  if (env.NATS_USER) {
    options.user = env.NATS_USER;
    options.pass = env.NATS_PASSWORD;
  }
  if (env.NATS_TLS_CA_FILE || env.NATS_TLS_CERT_FILE) {
    options.tls = {
      ...(env.NATS_TLS_CA_FILE ? { caFile: env.NATS_TLS_CA_FILE } : {}),
      ...(env.NATS_TLS_CERT_FILE ? { certFile: env.NATS_TLS_CERT_FILE, keyFile: env.NATS_TLS_KEY_FILE } : {}),
    };
  }
  return options;
}
