import type { AdminAction, AdminActionRecord } from '@crema/contracts/admin/audit';
import type { Actor } from '@crema/contracts/common/rpc';
import { currentCorrelationId } from '@crema/observability';

/**
 * The audit record of what the administrator `actor` is doing (docs/adr/0030), stamped with the
 * request it came with (the gateway's correlation id, carried over NATS) and the time. The service
 * making the change writes it in the change's transaction.
 */
export function adminAction(
  actor: Actor,
  action: AdminAction,
  target: Pick<AdminActionRecord, 'targetType' | 'targetId'>,
  details: AdminActionRecord['details'] = {},
): AdminActionRecord {
  return {
    adminId: actor.userId,
    action,
    ...target,
    details,
    correlationId: currentCorrelationId() ?? null,
    at: new Date().toISOString(),
  };
}
