import { appSettingSchema } from '@crema/contracts/admin/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/settings: every app setting, the known keys among them. */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.settings,
    queryFn: () => apiJson('GET', '/api/admin/settings', z.array(appSettingSchema)),
    staleTime: 0,
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
