import type { ForgotPasswordBody } from '@crema/contracts/identity/rest';
import { useMutation } from '@tanstack/react-query';
import { apiSend, errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export function forgotPassword(body: ForgotPasswordBody): Promise<void> {
  return apiSend('POST', '/api/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: forgotPassword,
    onSuccess: () => {
      toast({ title: 'Reset email sent', description: 'Check your email for instructions to reset your password.' });
    },
    onError: (error) => {
      toast({ title: 'Error', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
