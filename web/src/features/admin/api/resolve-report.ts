import {
  moderationReportSchema,
  type ModerationReport,
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
 * POST /api/admin/moderation/reports/{id}/resolve: dismiss (hidden content shows again) or delete
 * the reported content (the comment, else the check-in).
 */
export function resolveReport({ reportId, body }: ResolveReportInput): Promise<ModerationReport> {
  return apiJson('POST', `/api/admin/moderation/reports/${reportId}/resolve`, moderationReportSchema, body);
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: (report) => {
      const what = report.comment ? 'comment' : 'check-in';
      toast(
        report.resolution === 'delete'
          ? { title: 'Content deleted', description: `The reported ${what} was deleted.` }
          : { title: 'Report dismissed', description: `The ${what} stays up.` },
      );
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
