import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The NATS configuration `npm run nats:config` generates (one user per deployable). */
export const GENERATED_NATS_CONFIG = path.join('deploy', 'nats', 'nats-server.conf');

export interface NatsUsers {
  /** The server's environment: every `$NATS_PASSWORD_<DEPLOYABLE>` the configuration reads. */
  serverEnv: Record<string, string>;
  /** A deployable's NATS_USER and NATS_PASSWORD; nothing for one without a user (it never connects). */
  credentialsOf(deployable: string): Record<string, string>;
}

/**
 * Fresh passwords for every user of a generated NATS configuration, read from the file itself
 * (each user is written `user: "<deployable>"` followed by `password: $<VARIABLE>`), so a run
 * boots the processes under the very permissions production uses.
 */
export function natsTestCredentials(configFile: string): NatsUsers {
  const text = readFileSync(configFile, 'utf8');
  const passwords = new Map<string, { variable: string; password: string }>();
  for (const match of text.matchAll(/user:\s*"([^"]+)"\s*\n\s*password:\s*\$([A-Z0-9_]+)/g)) {
    const [, user = '', variable = ''] = match;
    // Letters and digits, starting with a letter: nats-server reads the value as a token.
    passwords.set(user, { variable, password: `p${randomBytes(18).toString('hex')}` });
  }
  if (passwords.size === 0) throw new Error(`${configFile} declares no NATS user`);
  return {
    serverEnv: Object.fromEntries(
      [...passwords.values()].map(({ variable, password }) => [variable, password]),
    ),
    credentialsOf(deployable): Record<string, string> {
      const user = passwords.get(deployable);
      return user ? { NATS_USER: deployable, NATS_PASSWORD: user.password } : {};
    },
  };
}
