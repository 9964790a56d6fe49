import {
  moderationRuleSchema,
  type CreateRuleBody,
  type ModerationRule,
} from '@crema/contracts/admin/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminKeys } from './query-keys';

/** POST /api/admin/moderation/rules. */
export function createModerationRule(body: CreateRuleBody): Promise<ModerationRule> {
  return apiJson('POST', '/api/admin/moderation/rules', moderationRuleSchema, body);
}

export function useCreateModerationRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createModerationRule,
    onSuccess: (rule) => {
      toast({
        title: 'Rule created',
        description: `“${rule.name}” is ${rule.active ? 'active' : 'inactive'}.`,
      });
      return queryClient.invalidateQueries({ queryKey: adminKeys.rules });
    },
    onError: (error) => {
      toast({ title: 'Failed to create rule', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
