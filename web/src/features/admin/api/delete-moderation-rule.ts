import type { ModerationRule } from '@crema/contracts/admin/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminKeys } from './query-keys';

export interface DeleteRuleInput {
  ruleId: number;
  name: string;
}

/** DELETE /api/admin/moderation/rules/{id}. */
export function deleteModerationRule({ ruleId }: DeleteRuleInput): Promise<void> {
  return apiSend('DELETE', `/api/admin/moderation/rules/${ruleId}`);
}

export function useDeleteModerationRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModerationRule,
    onSuccess: (_data, { ruleId, name }) => {
      toast({ title: 'Rule deleted', description: `“${name}” no longer applies.` });
      queryClient.setQueryData<ModerationRule[]>(adminKeys.rules, (rules) =>
        rules?.filter((rule) => rule.id !== ruleId),
      );
    },
    onError: (error) => {
      toast({ title: 'Failed to delete rule', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
