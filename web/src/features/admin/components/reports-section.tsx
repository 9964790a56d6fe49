import { REPORT_STATUSES, type ModerationReport } from '@crema/contracts/checkins/moderation';
import { CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { LoadMore } from '@/components/ui/load-more';
import { OptionSelect } from '@/components/ui/option-select';
import { StatusMessage } from '@/components/ui/status-message';
import { useModerationReports, type ReportStatus } from '../api/get-moderation-reports';
import { useResolveReport } from '../api/resolve-report';
import { ListStates } from './list-states';
import { ReportCard, reportedContent } from './report-card';

const STATUS_LABELS: Record<ReportStatus, string> = { open: 'Open reports', resolved: 'Resolved reports' };

/** The reports queue: what people reported and what rules flagged, to dismiss, warn its author or delete. */
export function ReportsSection() {
  const statusId = useId();
  const [status, setStatus] = useState<ReportStatus>('open');
  const reports = useModerationReports(status);
  const items = reports.data?.pages.flatMap((page) => page.items) ?? [];
  const resolve = useResolveReport();
  const [deleting, setDeleting] = useState<ModerationReport | null>(null);

  return (
    <section aria-labelledby="moderation-reports" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="moderation-reports" className="text-lg font-semibold">
          Reports
        </h3>
        <div className="grid w-full gap-1.5 sm:w-52">
          <Label htmlFor={statusId}>Show</Label>
          <OptionSelect
            id={statusId}
            options={REPORT_STATUSES}
            labels={STATUS_LABELS}
            value={status}
            onChange={setStatus}
          />
        </div>
      </div>
      <ListStates
        query={reports}
        noun="reports"
        isEmpty={items.length === 0}
        empty={
          <Card>
            <StatusMessage
              bare
              icon={CircleCheck}
              role="status"
              title={status === 'open' ? 'Nothing to review.' : 'No resolved reports yet.'}
            >
              {status === 'open'
                ? 'Reports from people and from active rules show up here.'
                : 'Reports you dismiss or act on are kept here.'}
            </StatusMessage>
          </Card>
        }
      >
        <ul aria-label={STATUS_LABELS[status]} aria-busy={reports.isFetching} className="grid gap-3">
          {items.map((report) => (
            <li key={report.id}>
              <ReportCard
                report={report}
                resolving={resolve.isPending && resolve.variables?.reportId === report.id}
                onDismiss={() => resolve.mutate({ reportId: report.id, body: { resolution: 'dismiss' } })}
                onWarn={() => resolve.mutate({ reportId: report.id, body: { resolution: 'warn' } })}
                onDelete={() => setDeleting(report)}
              />
            </li>
          ))}
        </ul>
        <LoadMore query={reports} noun="reports" auto={false} />
      </ListStates>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete the ${deleting ? reportedContent(deleting) : 'content'}?`}
        description={
          deleting?.comment
            ? 'The reported comment is deleted and the report resolved. This cannot be undone.'
            : 'The reported check-in is deleted with its likes and comments, and the report resolved. This cannot be undone.'
        }
        confirmLabel="Delete"
        pending={resolve.isPending}
        onConfirm={() =>
          deleting &&
          resolve.mutate(
            { reportId: deleting.id, body: { resolution: 'delete' } },
            { onSettled: () => setDeleting(null) },
          )
        }
      />
    </section>
  );
}
