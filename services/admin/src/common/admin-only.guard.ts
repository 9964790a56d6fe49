import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Actor } from '@crema/contracts/common/rpc';
import { RpcError } from '@crema/messaging';

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
