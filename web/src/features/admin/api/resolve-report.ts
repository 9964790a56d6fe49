import {
  moderationReportSchema,
  type ModerationReport,
  type ReportResolution,
  type ResolveReportBody,
} from '@crema/contracts/checkins/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, errorDetail } from '@/lib/api-client';
import { checkInFeedsKey } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { adminKeys } from './query-keys';

export interface ResolveReportInput {
  reportId: number;
  body: ResolveReportBody;
}

/**
 * POST /api/admin/moderation/reports/{id}/resolve: dismiss (hidden content shows again), warn (the
 * content stays and its author gets a moderation notification) or delete the reported content (the
 * comment, else the check-in).
 */
export function resolveReport({ reportId, body }: ResolveReportInput): Promise<ModerationReport> {
  return apiJson('POST', `/api/admin/moderation/reports/${reportId}/resolve`, moderationReportSchema, body);
}

function resolvedToast(resolution: ReportResolution | null, what: string): { title: string; description: string } {
  switch (resolution) {
    case 'delete':
      return { title: 'Content deleted', description: `The reported ${what} was deleted.` };
    case 'warn':
      return { title: 'Author warned', description: `The ${what} stays up and its author was notified.` };
    case 'dismiss':
    case null:
      return { title: 'Report dismissed', description: `The ${what} stays up.` };
  }
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: (report) => {
      const what = report.comment ? 'comment' : 'check-in';
      toast(resolvedToast(report.resolution, what));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.reports }),
        queryClient.invalidateQueries({ queryKey: checkInFeedsKey }),
      ]);
    },
    onError: (error) => {
      toast({ title: 'Failed to resolve report', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
