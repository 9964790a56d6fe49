import { Injectable } from '@nestjs/common';
import type { ReportResolution } from '@crema/contracts/checkins/moderation';
import { DataSource, type EntityManager } from 'typeorm';
import type { RuleReport } from '../moderation/rule-matching';

/** What a report is about: a check-in, or one comment on it. */
export interface ReportTarget {
  checkInId: number;
  commentId: number | null;
}

/** A report row with what the queue shows of its reporter, check-in and comment (null when gone). */
export interface ReportRow {
  id: number;
  check_in_id: number;
  comment_id: number | null;
  reporter_id: number | null;
  reporter_username: string | null;
  rule_name: string | null;
  reason: string;
  hid: boolean;
  status: 'open' | 'resolved';
  resolution: ReportResolution | null;
  created_at: Date;
  resolved_at: Date | null;
  comment_content: string | null;
  comment_hidden: boolean | null;
  check_in_user_id: number | null;
  author_username: string | null;
  coffee_name: string | null;
  roaster: string | null;
  notes: string | null;
  photo_url: string | null;
  check_in_hidden: boolean | null;
}

const REPORT_COLUMNS = `r.id, r.check_in_id, r.comment_id, r.reporter_id, ra.username AS reporter_username,
  r.rule_name, r.reason, r.hid, r.status, r.resolution, r.created_at, r.resolved_at,
  cm.content AS comment_content, cm.hidden AS comment_hidden,
  c.user_id AS check_in_user_id, COALESCE(a.username, '') AS author_username, c.coffee_name, c.roaster,
  c.notes, c.photo_url, c.hidden AS check_in_hidden`;
const REPORT_FROM = `checkins.reports r
  LEFT JOIN checkins.authors ra ON ra.id = r.reporter_id
  LEFT JOIN checkins.comments cm ON cm.id = r.comment_id
  LEFT JOIN checkins.check_ins c ON c.id = r.check_in_id
  LEFT JOIN checkins.authors a ON a.id = c.user_id`;

/**
 * The queue, newest first (`$1` the status, `$2` the last id, FIRST_PAGE_ID first, `$3` the count):
 * walks reports_queue_idx; the joins are a primary-key probe each.
 */
export const REPORTS_PAGE_SQL = `SELECT ${REPORT_COLUMNS} FROM ${REPORT_FROM}
WHERE r.status = $1 AND r.id < $2::bigint ORDER BY r.id DESC LIMIT $3`;

/** Open reports about the target: all of a check-in's (its comments' too), or one comment's. */
const ABOUT_TARGET = `r.status = 'open' AND r.check_in_id = $1 AND ($2::int IS NULL OR r.comment_id = $2::int)`;

/**
 * The reports: people's (one per person and check-in) and the rules' (raised in the transaction of
 * the content they match). Every write that removes content takes its open reports with it in the
 * same transaction; the moderation queue reads and resolves them.
 */
@Injectable()
export class ReportsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * A second report by the same user changes nothing; false when the check-in is gone. The check-in
   * row is key-share locked, so a delete committing meanwhile cannot leave an orphan open report.
   */
  report(checkInId: number, reporterId: number, reason: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const found = await manager.query<unknown[]>(
        `SELECT 1 FROM checkins.check_ins WHERE id = $1 FOR KEY SHARE`,
        [checkInId],
      );
      if (found.length === 0) return false;
      await manager.query(
        `INSERT INTO checkins.reports (check_in_id, reporter_id, reason) VALUES ($1, $2, $3)
         ON CONFLICT (check_in_id, reporter_id) DO NOTHING`,
        [checkInId, reporterId, reason],
      );
      return true;
    });
  }

  /** The rules' reports about new content, in the transaction that writes it. */
  async addRuleReports(
    manager: EntityManager,
    target: ReportTarget,
    reports: readonly RuleReport[],
  ): Promise<void> {
    if (reports.length === 0) return;
    await manager.query(
      `INSERT INTO checkins.reports (check_in_id, comment_id, source, rule_id, rule_name, reason, hid)
       SELECT $1, $2, 'rule', rule_id, rule_name, reason, hid
       FROM unnest($3::int[], $4::text[], $5::text[], $6::bool[]) AS d(rule_id, rule_name, reason, hid)`,
      [
        target.checkInId,
        target.commentId,
        reports.map((report) => report.ruleId),
        reports.map((report) => report.ruleName),
        reports.map((report) => report.reason),
        reports.map((report) => report.hid),
      ],
    );
  }

  /** Content its owner removed: its open reports have nothing left to decide. */
  async dropOpen(manager: EntityManager, target: ReportTarget): Promise<void> {
    await manager.query(`DELETE FROM checkins.reports r WHERE ${ABOUT_TARGET}`, [
      target.checkInId,
      target.commentId,
    ]);
  }

  /** Resolves every open report about the target (an administrator removed or kept the content). */
  async resolveOpen(
    manager: EntityManager,
    target: ReportTarget,
    resolution: ReportResolution,
    adminId: number,
  ): Promise<void> {
    await manager.query(
      `UPDATE checkins.reports r SET status = 'resolved', resolution = $3, resolved_at = now(), resolved_by = $4
       WHERE ${ABOUT_TARGET}`,
      [target.checkInId, target.commentId, resolution, adminId],
    );
  }

  /** Marks one open report resolved; false when it is not open (any more). */
  async resolveOne(
    manager: EntityManager,
    id: number,
    resolution: ReportResolution,
    adminId: number,
  ): Promise<boolean> {
    const [rows] = await manager.query<[unknown[], number]>(
      `UPDATE checkins.reports SET status = 'resolved', resolution = $2, resolved_at = now(), resolved_by = $3
       WHERE id = $1 AND status = 'open' RETURNING id`,
      [id, resolution, adminId],
    );
    return rows.length > 0;
  }

  /** Whether another open report still hides the target (then a dismissal keeps it hidden). */
  async stillHidden(manager: EntityManager, target: ReportTarget): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM checkins.reports r
       WHERE r.status = 'open' AND r.hid AND r.check_in_id = $1 AND r.comment_id IS NOT DISTINCT FROM $2::int
       LIMIT 1`,
      [target.checkInId, target.commentId],
    );
    return rows.length > 0;
  }

  /** The report, locked until the transaction ends. */
  async lock(manager: EntityManager, id: number): Promise<ReportRow | undefined> {
    const rows = await manager.query<ReportRow[]>(
      `SELECT ${REPORT_COLUMNS} FROM ${REPORT_FROM} WHERE r.id = $1 FOR UPDATE OF r`,
      [id],
    );
    return rows[0];
  }

  /** Where a report points, without locking anything (the caller locks in the global order). */
  async targetOf(manager: EntityManager, id: number): Promise<ReportTarget | undefined> {
    const rows = await manager.query<{ check_in_id: number; comment_id: number | null }[]>(
      `SELECT check_in_id, comment_id FROM checkins.reports WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    return row && { checkInId: row.check_in_id, commentId: row.comment_id };
  }

  async byId(id: number): Promise<ReportRow | undefined> {
    const rows = await this.dataSource.query<ReportRow[]>(
      `SELECT ${REPORT_COLUMNS} FROM ${REPORT_FROM} WHERE r.id = $1`,
      [id],
    );
    return rows[0];
  }

  /** The queue, newest first; `count` is the page size plus one. */
  page(status: 'open' | 'resolved', belowId: number, count: number): Promise<ReportRow[]> {
    return this.dataSource.query<ReportRow[]>(REPORTS_PAGE_SQL, [status, belowId, count]);
  }
}
