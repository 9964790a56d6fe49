import { Injectable } from '@nestjs/common';
import { checkinsAdminActionRecorded } from '@crema/contracts/admin/audit';
import { checkInDeleted, checkInUpdated } from '@crema/contracts/checkins/events';
import type { ModerationReport, ReportsQuery, ResolveReportBody } from '@crema/contracts/checkins/moderation';
import type { Page } from '@crema/contracts/common/page';
import type { Actor } from '@crema/contracts/common/rpc';
import { adminAction, cursorIdSchema, keysetPage, listCursor, pendingEvent, RpcError } from '@crema/messaging';
import { requireAdmin } from '../common/admin';
import { toCheckInState } from '../check-ins/check-in.mapper';
import { FIRST_PAGE_ID } from '../feeds/feed-sql';
import { PhotoFiles } from '../photos/photo-files';
import { ModerationQueueRepository } from './moderation-queue.repository';
import { ReportsRepository, type ReportRow } from './reports.repository';

export const REPORT_NOT_FOUND = 'Report not found';
export const REPORT_ALREADY_RESOLVED = 'This report is already resolved';

/** Each status is a list of its own: a cursor of the open queue is refused by the resolved one. */
const REPORT_CURSORS = {
  open: listCursor('reports.open', { id: cursorIdSchema }),
  resolved: listCursor('reports.resolved', { id: cursorIdSchema }),
} as const;

/** The moderation queue: reports from people and from rules, for administrators only. */
@Injectable()
export class ModerationQueueService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly queue: ModerationQueueRepository,
    private readonly photos: PhotoFiles,
  ) {}

  /** Newest first, keyset-paged. */
  async list(actor: Actor, query: ReportsQuery): Promise<Page<ModerationReport>> {
    requireAdmin(actor);
    const cursor = REPORT_CURSORS[query.status];
    const below = cursor.decode(query.cursor)?.id ?? FIRST_PAGE_ID;
    const rows = await this.reports.page(query.status, below, query.limit + 1);
    return keysetPage(rows, query.limit, toReport, (last) => cursor.encode({ id: last.id }));
  }

  /** 404 for no such report, 409 when it is resolved already; answers the report as it now is. */
  async resolve(actor: Actor, id: number, body: ResolveReportBody): Promise<ModerationReport> {
    requireAdmin(actor);
    const result = await this.queue.resolve(
      id,
      body.resolution,
      actor.userId,
      {
        deleted: (checkIn) => pendingEvent(checkInDeleted, { id: checkIn.id, userId: checkIn.userId }),
        shownAgain: (checkIn) => pendingEvent(checkInUpdated, toCheckInState(checkIn)),
      },
      pendingEvent(
        checkinsAdminActionRecorded,
        adminAction(actor, 'report.resolved', { targetType: 'report', targetId: String(id) }, {
          resolution: body.resolution,
        }),
      ),
    );
    if (result.outcome === 'not_found') throw RpcError.notFound(REPORT_NOT_FOUND);
    if (result.outcome === 'already_resolved') throw RpcError.conflict(REPORT_ALREADY_RESOLVED);
    if (result.deletedCheckIn) await this.photos.delete([result.deletedCheckIn]);
    const report = await this.reports.byId(id);
    if (!report) throw RpcError.notFound(REPORT_NOT_FOUND);
    return toReport(report);
  }
}

const iso = (at: Date | string) => new Date(at).toISOString();

function toReport(row: ReportRow): ModerationReport {
  return {
    id: row.id,
    checkInId: row.check_in_id,
    comment:
      row.comment_id !== null && row.comment_content !== null
        ? { id: row.comment_id, content: row.comment_content, hidden: row.comment_hidden ?? false }
        : null,
    commentId: row.comment_id,
    reporter:
      row.reporter_id !== null ? { id: row.reporter_id, username: row.reporter_username ?? '' } : null,
    ruleName: row.rule_name,
    reason: row.reason,
    createdAt: iso(row.created_at),
    status: row.status,
    resolution: row.resolution,
    resolvedAt: row.resolved_at === null ? null : iso(row.resolved_at),
    checkIn:
      row.check_in_user_id !== null
        ? {
            id: row.check_in_id,
            author: { id: row.check_in_user_id, username: row.author_username ?? '' },
            coffeeName: row.coffee_name ?? '',
            roaster: row.roaster ?? '',
            notes: row.notes,
            photoUrl: row.photo_url,
            hidden: row.check_in_hidden ?? false,
          }
        : null,
  };
}
