import { moderationRuleSchema } from '@crema/contracts/admin/moderation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/moderation/rules. */
export const moderationRulesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.rules,
    queryFn: () => apiJson('GET', '/api/admin/moderation/rules', z.array(moderationRuleSchema)),
    staleTime: 0,
  });

export function useModerationRules() {
  return useQuery(moderationRulesQueryOptions());
}
