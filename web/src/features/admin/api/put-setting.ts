import { appSettingSchema, type AppSetting, type PutSettingBody } from '@crema/contracts/admin/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminKeys } from './query-keys';

export interface PutSettingInput {
  key: string;
  body: PutSettingBody;
}

/** PUT /api/admin/settings/{key}: adds the setting, or replaces its value and description. */
export function putSetting({ key, body }: PutSettingInput): Promise<AppSetting> {
  return apiJson('PUT', `/api/admin/settings/${encodeURIComponent(key)}`, appSettingSchema, body);
}

export function usePutSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putSetting,
    onSuccess: (setting) => {
      toast({ title: 'Setting saved', description: `${setting.key} is now ${setting.value}.` });
      return queryClient.invalidateQueries({ queryKey: adminKeys.settings });
    },
    onError: (error) => {
      toast({ title: 'Failed to update setting', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
