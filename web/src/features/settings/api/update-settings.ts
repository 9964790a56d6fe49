import type { UpdateSettingsBody } from '@crema/contracts/identity/rest';
import { selfUserSchema, type SelfUser } from '@crema/contracts/identity/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, errorDetail } from '@/lib/api-client';
import { setSessionUser } from '@/lib/session';
import { toast } from '@/lib/toast';

export function updateSettings(body: UpdateSettingsBody): Promise<SelfUser> {
  return apiJson('PATCH', '/api/user/settings', selfUserSchema, body);
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (user) => {
      setSessionUser(queryClient, user);
      toast({ title: 'Settings saved', description: 'Your changes have been saved.' });
    },
    onError: (error) => {
      toast({ title: 'Failed to update settings', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
