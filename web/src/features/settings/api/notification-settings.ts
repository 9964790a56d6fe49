import type { NotificationSettings } from '@crema/contracts/social/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const notificationSettingsKey = ['/api/notifications/settings'] as const;

// Imported with the answer: the settings screen's loader asks before zod is here (ADR 0037).
const loadNotificationSettingsSchema = () =>
  import('@crema/contracts/social/notifications').then((contracts) => contracts.notificationSettingsSchema);

/** GET /api/notifications/settings: what the person opted in to (friend check-ins; off by default). */
export function getNotificationSettings(): Promise<NotificationSettings> {
  return apiJson('GET', '/api/notifications/settings', loadNotificationSettingsSchema());
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationSettingsKey, queryFn: getNotificationSettings });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

/** PUT /api/notifications/settings; answers the settings as stored. */
export function updateNotificationSettings(body: NotificationSettings): Promise<NotificationSettings> {
  return apiJson('PUT', '/api/notifications/settings', loadNotificationSettingsSchema(), body);
}

/** Saves the notification opt-ins; the privacy form's save toasts the success. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsKey, settings),
    onError: (error) => {
      toast({ title: 'Failed to update settings', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
