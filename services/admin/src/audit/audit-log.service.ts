import { Injectable } from '@nestjs/common';
import type { AuditEntry, AuditQuery } from '@crema/contracts/admin/audit';
import type { Page } from '@crema/contracts/common/page';
import { keysetPage, listCursor } from '@crema/messaging';
import { z } from 'zod';
import { AuditLogRepository, type AuditRow } from './audit-log.repository';

const cursor = listCursor('audit', { at: z.iso.datetime(), id: z.string().regex(/^[1-9][0-9]{0,18}$/) });

/** The administrators' audit trail, newest first (docs/adr/0030). */
@Injectable()
export class AuditLogService {
  constructor(private readonly log: AuditLogRepository) {}

  async page(query: AuditQuery): Promise<Page<AuditEntry>> {
    const after = cursor.decode(query.cursor);
    const rows = await this.log.page(
      { ...(query.adminId ? { adminId: query.adminId } : {}), ...(query.action ? { action: query.action } : {}) },
      query.limit,
      after,
    );
    return keysetPage(rows, query.limit, toEntry, (last) =>
      cursor.encode({ at: last.occurred_at.toISOString(), id: last.id }),
    );
  }
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    adminId: row.admin_id,
    adminUsername: row.admin_username,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    details: row.details,
    correlationId: row.correlation_id,
    at: row.occurred_at.toISOString(),
  };
}
