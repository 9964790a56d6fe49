import type { ResetPasswordBody } from '@crema/contracts/identity/rest';
import { useMutation } from '@tanstack/react-query';
import { apiSend, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export function resetPassword(body: ResetPasswordBody): Promise<void> {
  return apiSend('POST', '/api/reset-password', body);
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast({
        title: 'Password reset successful',
        description: 'Your password has been updated. You can now log in with your new password.',
      });
    },
    onError: (error) => {
      toast({ title: 'Error', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
