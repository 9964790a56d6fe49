import { Injectable } from '@nestjs/common';
import { contentModerated } from '@crema/contracts/checkins/events';
import type { ReportResolution } from '@crema/contracts/checkins/moderation';
import { appendEvent, type PendingEvent } from '@crema/messaging';
import { DataSource } from 'typeorm';
import { CheckInsRepository } from '../check-ins/check-ins.repository';
import type { CheckInEntity } from '../check-ins/entities/check-in.entity';
import { CommentsRepository } from '../comments/comments.repository';
import { ReportsRepository } from './reports.repository';

/** The events a resolution writes about the reported check-in, made by the service. */
export interface CheckInEventsOf {
  /** checkin.deleted, for a check-in a deletion removed. */
  deleted: (deleted: CheckInEntity) => PendingEvent;
  /** checkin.updated, for a check-in shown again: projections that left it out take it back. */
  shownAgain: (shown: CheckInEntity) => PendingEvent;
}

export type Resolution =
  | { outcome: 'resolved'; deletedCheckIn: CheckInEntity | null }
  | { outcome: 'not_found' }
  | { outcome: 'already_resolved' };

/**
 * Resolving a report, in one transaction, locking in the global order (the check-in's author, the
 * check-in, the comment, then the report). A dismissal shows the content again when no other open
 * report hides it (a check-in shown again is announced by checkin.updated); a warning does the same and tells the author (content.moderated); a deletion
 * removes the comment, or the check-in, resolves every open report about it and tells the author.
 * Content that is already gone leaves only the report to resolve.
 */
@Injectable()
export class ModerationQueueRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reports: ReportsRepository,
    private readonly checkIns: CheckInsRepository,
    private readonly comments: CommentsRepository,
  ) {}

  resolve(
    id: number,
    resolution: ReportResolution,
    adminId: number,
    eventsOf: CheckInEventsOf,
    /** Written when the report is resolved (the administrator's audit record). */
    resolvedEvent: PendingEvent,
  ): Promise<Resolution> {
    return this.dataSource.transaction(async (manager) => {
      const target = await this.reports.targetOf(manager, id);
      if (!target) return { outcome: 'not_found' };
      const checkIn =
        target.commentId === null ? await this.checkIns.lockWithAuthor(manager, target.checkInId) : null;
      const comment =
        target.commentId === null
          ? null
          : await this.comments.lock(manager, target.checkInId, target.commentId);
      const report = await this.reports.lock(manager, id);
      if (!report) return { outcome: 'not_found' };
      if (report.status !== 'open') return { outcome: 'already_resolved' };

      const author = comment?.userId ?? checkIn?.checkIn.userId;
      const moderated = async (action: 'removed' | 'warned') => {
        // Nobody is told of their own act (an administrator resolving a report on their own content).
        if (author === undefined || author === adminId) return;
        await appendEvent(manager, contentModerated, {
          userId: author,
          action,
          checkInId: target.checkInId,
          commentId: target.commentId,
          reason: report.reason,
        });
      };

      if (resolution !== 'delete') {
        await this.reports.resolveOne(manager, id, resolution, adminId);
        if (report.hid && !(await this.reports.stillHidden(manager, target))) {
          const shown = checkIn && (await this.checkIns.unhideLocked(manager, checkIn));
          if (shown) await eventsOf.shownAgain(shown).appendTo(manager);
          if (comment?.hidden) await this.comments.unhide(manager, comment.id);
        }
        if (resolution === 'warn') await moderated('warned');
        await resolvedEvent.appendTo(manager);
        return { outcome: 'resolved', deletedCheckIn: null };
      }
      await this.reports.resolveOpen(manager, target, 'delete', adminId);
      if (comment) await this.comments.removeLocked(manager, comment);
      if (checkIn) {
        await this.checkIns.removeLocked(manager, checkIn);
        await eventsOf.deleted(checkIn.checkIn).appendTo(manager);
      }
      await moderated('removed');
      await resolvedEvent.appendTo(manager);
      return { outcome: 'resolved', deletedCheckIn: checkIn?.checkIn ?? null };
    });
  }
}
