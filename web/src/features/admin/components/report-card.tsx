import type { ModerationReport } from '@crema/contracts/checkins/moderation';
import { Coffee, EyeOff, Flag, MessageSquareWarning, ShieldAlert, Trash2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProfileNameLink } from '@/components/ui/profile-link';
import { Spinner } from '@/components/ui/spinner';
import { fullDate, relativeDate, shortDate } from '@/lib/format-date';

/** What a report is about: 'comment' or 'check-in'. */
export function reportedContent(report: ModerationReport): string {
  // commentId outlives the comment, so a resolved report about a deleted comment still says so.
  return report.commentId !== null ? 'comment' : 'check-in';
}

function HiddenBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive">
      <EyeOff className="size-3" aria-hidden="true" />
      Hidden
    </span>
  );
}

interface ReportCardProps {
  report: ModerationReport;
  /** This report's resolution is on its way. */
  resolving: boolean;
  onDismiss: () => void;
  /** Keeps the content and sends its author a moderation notification. */
  onWarn: () => void;
  onDelete: () => void;
}

/** What became of a resolved report: 'The comment was deleted', 'Dismissed'. */
function resolutionText(report: ModerationReport): string {
  switch (report.resolution) {
    case 'delete':
      return `The ${reportedContent(report)} was deleted`;
    case 'warn':
      return 'The author was warned';
    case 'dismiss':
    case null:
      return 'Dismissed';
  }
}

/** One report: who or which rule raised it and why, what it is about, and what to do with it. */
export function ReportCard({ report, resolving, onDismiss, onWarn, onDelete }: ReportCardProps) {
  const { checkIn, comment } = report;
  const titleId = `report-${report.id}-title`;
  return (
    <Card className="grid gap-3 p-4">
      <article aria-labelledby={titleId} className="grid gap-3">
        <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
            {report.reporter ? (
              <Flag className="size-4" aria-hidden="true" />
            ) : (
              <ShieldAlert className="size-4" aria-hidden="true" />
            )}
          </span>
          <p id={titleId} className="min-w-0 flex-1 font-medium">
            {report.reporter ? (
              <>
                Reported by <ProfileNameLink username={report.reporter.username} />
              </>
            ) : (
              `Flagged by the rule “${report.ruleName ?? 'deleted rule'}”`
            )}
          </p>
          <time
            dateTime={report.createdAt}
            title={fullDate(report.createdAt)}
            className="text-sm text-muted-foreground"
          >
            {relativeDate(report.createdAt)}
          </time>
        </header>
        {report.reason && <p className="text-sm break-words">Reason: {report.reason}</p>}
        <div className="grid gap-2 rounded-xl border border-border bg-muted/40 p-3 text-sm">
          {checkIn ? (
            <div className="flex min-w-0 items-start gap-3">
              {checkIn.photoUrl ? (
                <img src={checkIn.photoUrl} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
              ) : (
                <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                  <Coffee className="size-5" aria-hidden="true" />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-words">
                    {checkIn.coffeeName}{' '}
                    <span className="font-normal text-muted-foreground">by {checkIn.roaster}</span>
                  </span>
                  {checkIn.hidden && !comment && <HiddenBadge />}
                </p>
                <p className="text-muted-foreground">
                  Check-in {checkIn.id} by <ProfileNameLink username={checkIn.author.username} />
                </p>
                {checkIn.notes && !comment && (
                  <p className="mt-1 line-clamp-3 break-words">{checkIn.notes}</p>
                )}
              </div>
            </div>
          ) : (
            <p className="text-muted-foreground">Check-in {report.checkInId} is no longer there.</p>
          )}
          {comment && (
            <blockquote className="grid gap-1 border-l-2 border-primary pl-3">
              <p className="flex items-center gap-2 text-xs text-muted-foreground">
                Reported comment {comment.hidden && <HiddenBadge />}
              </p>
              <p className="break-words">{comment.content}</p>
            </blockquote>
          )}
        </div>
        {report.status === 'open' ? (
          <div className="flex flex-wrap gap-2 sm:justify-end">
            <Button variant="outline" size="sm" onClick={onDismiss} disabled={resolving}>
              {resolving ? <Spinner /> : <X aria-hidden="true" />}
              Dismiss
            </Button>
            <Button variant="outline" size="sm" onClick={onWarn} disabled={resolving || (!checkIn && !comment)}>
              <MessageSquareWarning aria-hidden="true" />
              Warn author
            </Button>
            <Button
              variant="destructive"
              size="sm"
              onClick={onDelete}
              disabled={resolving || (!checkIn && !comment)}
            >
              <Trash2 aria-hidden="true" />
              Delete {reportedContent(report)}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            {resolutionText(report)}
            {report.resolvedAt && ` on ${shortDate(report.resolvedAt)}`}.
          </p>
        )}
      </article>
    </Card>
  );
}
