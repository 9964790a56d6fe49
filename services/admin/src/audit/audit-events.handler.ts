import { Injectable } from '@nestjs/common';
import { adminAuditDurable } from '@crema/contracts/bus/admin-consumers';
import type { ConsumedEvent, EventHandler } from '@crema/messaging';
import type { EntityManager } from 'typeorm';
import { AuditLogRepository } from './audit-log.repository';

type AuditEvents = typeof adminAuditDurable.events;

/**
 * Identity's and checkins' administrator actions, each written to their outbox in the transaction
 * of the change, join the admin service's own records in one list.
 */
@Injectable()
export class AuditEventsHandler implements EventHandler<AuditEvents> {
  readonly durable = adminAuditDurable;

  constructor(private readonly log: AuditLogRepository) {}

  orderKey(event: ConsumedEvent<AuditEvents>): string {
    return String(event.data.adminId);
  }

  handle(event: ConsumedEvent<AuditEvents>, manager: EntityManager): Promise<void> {
    return this.log.insert(manager, event.data, event.id);
  }
}
