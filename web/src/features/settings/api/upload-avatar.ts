import { AVATAR_FIELD } from '@crema/contracts/identity/rest';
import { selfUserSchema, type SelfUser } from '@crema/contracts/identity/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client';
import { setSessionUser } from '@/lib/session';
import { toast } from '@/lib/toast';

export function uploadAvatar(file: File): Promise<SelfUser> {
  const form = new FormData();
  form.append(AVATAR_FIELD, file);
  return apiJson('POST', '/api/user/avatar', selfUserSchema, form);
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (user) => {
      setSessionUser(queryClient, user);
      toast({ title: 'Profile picture updated', description: 'Looking good!' });
    },
    onError: (error) => {
      toast({
        title: 'Upload failed',
        description: error instanceof ApiError ? error.detail : 'Failed to upload profile picture',
        variant: 'destructive',
      });
    },
  });
}
