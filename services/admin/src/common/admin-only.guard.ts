import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Actor, Viewer } from '@crema/contracts/common/rpc';
import { requireActor, RpcError } from '@crema/messaging';

export const ADMINS_ONLY = 'Only administrators may do this';

/**
 * Every admin request needs an administrator, read from the request's signed actor (the runtime
 * fills `actor` from the verified token and nothing else), whatever the gateway already checked.
 */
@Injectable()
export class AdminOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const payload = context.switchToRpc().getData<{ actor?: Actor } | undefined>();
    if (payload?.actor?.isAdmin !== true) throw RpcError.forbidden(ADMINS_ONLY);
    return true;
  }
}

/** The guard's rule for a graph field, from the signed viewer: 401 for a guest, 403 for anyone but an administrator. */
export function requireAdministrator(viewer: Viewer): Actor {
  const actor = requireActor(viewer);
  if (!actor.isAdmin) throw RpcError.forbidden(ADMINS_ONLY);
  return actor;
}
