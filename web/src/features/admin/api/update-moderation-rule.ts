import {
  moderationRuleSchema,
  type ModerationRule,
  type UpdateRuleBody,
} from '@crema/contracts/admin/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminKeys } from './query-keys';

export interface UpdateRuleInput {
  ruleId: number;
  body: UpdateRuleBody;
}

/** PATCH /api/admin/moderation/rules/{id}: any of its fields, e.g. only `active` for the toggle. */
export function updateModerationRule({ ruleId, body }: UpdateRuleInput): Promise<ModerationRule> {
  return apiJson('PATCH', `/api/admin/moderation/rules/${ruleId}`, moderationRuleSchema, body);
}

export function useUpdateModerationRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateModerationRule,
    onSuccess: (rule, { body }) => {
      const onlyActive = Object.keys(body).length === 1 && body.active !== undefined;
      toast({
        title: onlyActive ? (rule.active ? 'Rule activated' : 'Rule deactivated') : 'Rule updated',
        description: `“${rule.name}”`,
      });
      queryClient.setQueryData<ModerationRule[]>(adminKeys.rules, (rules) =>
        rules?.map((cached) => (cached.id === rule.id ? rule : cached)),
      );
    },
    onError: (error) => {
      toast({ title: 'Failed to update rule', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
