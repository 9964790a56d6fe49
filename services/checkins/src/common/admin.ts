import type { Actor } from '@crema/contracts/common/rpc';
import { RpcError } from '@crema/messaging';

export const ADMINS_ONLY = 'Only administrators can do this';

/** Admin powers are checked here, from the signed actor, whatever the gateway checked before. */
export function requireAdmin(actor: Actor): void {
  if (!actor.isAdmin) throw RpcError.forbidden(ADMINS_ONLY);
}
