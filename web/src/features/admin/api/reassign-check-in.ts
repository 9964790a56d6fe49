import { checkInCardSchema, type CheckInCard } from '@crema/contracts/checkins/check-in';
import type { ReassignCheckInBody } from '@crema/contracts/checkins/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, errorDetail } from '@/lib/api-client';
import { checkInFeedsKey } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export interface ReassignCheckInInput {
  checkInId: number;
  body: ReassignCheckInBody;
}

/** PATCH /api/admin/check-ins/{id}/reassign: moves a check-in to another person; answers the card. */
export function reassignCheckIn({ checkInId, body }: ReassignCheckInInput): Promise<CheckInCard> {
  return apiJson('PATCH', `/api/admin/check-ins/${checkInId}/reassign`, checkInCardSchema, body);
}

export function useReassignCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reassignCheckIn,
    onSuccess: (card) => {
      toast({
        title: 'Check-in reassigned',
        description: `${card.coffeeName} now belongs to ${card.username} (ID ${card.userId}).`,
      });
      return queryClient.invalidateQueries({ queryKey: checkInFeedsKey });
    },
    onError: (error) => {
      toast({
        title: 'Failed to reassign check-in',
        description: errorDetail(error),
        variant: 'destructive',
      });
    },
  });
}
