import type { ReportCheckInBody } from '@crema/contracts/checkins/comments';
import { useMutation } from '@tanstack/react-query';
import { apiSend, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export function reportCheckIn(id: number, body: ReportCheckInBody): Promise<void> {
  return apiSend('POST', `/api/check-ins/${id}/report`, body);
}

/** Reports a check-in to the moderators; reporting it twice changes nothing on the server. */
export function useReportCheckIn(id: number, { onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: (body: ReportCheckInBody) => reportCheckIn(id, body),
    onSuccess: () => {
      toast({ title: 'Report sent', description: 'Thanks — our moderators will take a look.' });
      onSuccess?.();
    },
    onError: (error) => {
      toast({ title: 'Failed to send report', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
