import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, errorDetail } from '@/lib/api-client';
import { checkInFeedsKey } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export interface AdminDeleteCheckInInput {
  checkInId: number;
  coffeeName: string;
}

/** DELETE /api/admin/check-ins/{id}: anyone's check-in, with the same cleanup as its owner's delete. */
export function deleteCheckInAsAdmin({ checkInId }: AdminDeleteCheckInInput): Promise<void> {
  return apiSend('DELETE', `/api/admin/check-ins/${checkInId}`);
}

export function useDeleteCheckInAsAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCheckInAsAdmin,
    onSuccess: (_data, { coffeeName }) => {
      toast({ title: 'Check-in deleted', description: `The check-in of ${coffeeName} was removed.` });
      // Every feed, the admin list among them (its key is under the feeds').
      return queryClient.invalidateQueries({ queryKey: checkInFeedsKey });
    },
    onError: (error) => {
      toast({ title: 'Failed to delete check-in', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
