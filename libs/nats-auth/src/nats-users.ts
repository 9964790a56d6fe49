import { BUS_ACCESS, type BusAccess } from '@crema/contracts/bus/bus-access';
import { natsPermissionsOf } from './permissions';
import type { NatsUser } from './server-config';

const DECLARATION_FILE = 'libs/contracts/src/bus/bus-access.ts';

/**
 * The NATS users of the long-running deployables (deploy/deployables.json's services, workers and
 * gateway, in that order), one per deployable that connects. Refuses a deployable without a
 * declaration, a declaration without a deployable, and a durable consumer declared twice.
 */
export function natsUsersOf(
  deployables: readonly string[],
  declarations: Readonly<Record<string, BusAccess | null>> = BUS_ACCESS,
): NatsUser[] {
  const undeclared = deployables.filter((name) => declarations[name] === undefined);
  if (undeclared.length > 0) {
    throw new Error(
      `No BUS_ACCESS entry (${DECLARATION_FILE}) for ${undeclared.join(', ')}: declare what it does on NATS, or null`,
    );
  }
  const unknown = Object.keys(declarations).filter((name) => !deployables.includes(name));
  if (unknown.length > 0) {
    throw new Error(`BUS_ACCESS declares ${unknown.join(', ')}, which deploy/deployables.json does not run`);
  }
  const users = deployables.flatMap((name) => {
    const access = declarations[name];
    return access ? [{ name, access }] : [];
  });
  const durables = users.flatMap(({ access }) => (access.consumes ?? []).map((durable) => durable.name));
  const twice = durables.filter((durable, index) => durables.indexOf(durable) !== index);
  if (twice.length > 0) throw new Error(`Durable consumers declared more than once: ${twice.join(', ')}`);
  return users.map(({ name, access }) => ({ name, permissions: natsPermissionsOf(name, access) }));
}
