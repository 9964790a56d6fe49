import { Injectable } from '@nestjs/common';
import type { AdminAction, AdminActionRecord } from '@crema/contracts/admin/audit';
import { DataSource, type EntityManager } from 'typeorm';

export interface AuditRow {
  id: string;
  admin_id: number;
  admin_username: string | null;
  action: AdminAction;
  target_type: AdminActionRecord['targetType'];
  target_id: string;
  details: AdminActionRecord['details'];
  correlation_id: string | null;
  occurred_at: Date;
}

export interface AuditFilter {
  adminId?: number;
  action?: AdminAction;
}

/** The admin.audit_log table: written, never changed or deleted by the application. */
@Injectable()
export class AuditLogRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Records an action inside the caller's transaction (the change's own, or the one that takes the
   * event carrying it). An event's record is written once however often the event comes.
   */
  async insert(manager: EntityManager, record: AdminActionRecord, eventId: string | null = null): Promise<void> {
    if (!manager.queryRunner?.isTransactionActive) throw new Error('an audit record is written in the change’s transaction');
    await manager.query(
      `INSERT INTO admin.audit_log
         (event_id, admin_id, action, target_type, target_id, details, correlation_id, occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (event_id) DO NOTHING`,
      [
        eventId,
        record.adminId,
        record.action,
        record.targetType,
        record.targetId,
        JSON.stringify(record.details),
        record.correlationId,
        record.at,
      ],
    );
  }

  /** Newest first, `limit + 1` rows after the position (occurred_at, id), filtered. */
  page(
    filter: AuditFilter,
    limit: number,
    after: { at: string; id: string } | undefined,
  ): Promise<AuditRow[]> {
    return this.dataSource.query<AuditRow[]>(
      `SELECT log.id::text AS id, log.admin_id, people.username AS admin_username, log.action, log.target_type,
              log.target_id, log.details, log.correlation_id, log.occurred_at
         FROM admin.audit_log log
         LEFT JOIN admin.people people ON people.id = log.admin_id
        WHERE ($1::int IS NULL OR log.admin_id = $1)
          AND ($2::text IS NULL OR log.action = $2)
          AND ($3::timestamptz IS NULL OR (log.occurred_at, log.id) < ($3::timestamptz, $4::bigint))
        ORDER BY log.occurred_at DESC, log.id DESC
        LIMIT $5`,
      [filter.adminId ?? null, filter.action ?? null, after?.at ?? null, after?.id ?? null, limit + 1],
    );
  }
}
