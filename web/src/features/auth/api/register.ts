import type { RegisterBody } from '@crema/contracts/identity/rest';
import type { SelfUser } from '@crema/contracts/identity/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, errorDetail } from '@/lib/api-client';
import { setSessionUser } from '@/lib/session';
import { loadSelfUserSchema } from './self-user-schema';
import { toast } from '@/lib/toast';

export function register(body: RegisterBody): Promise<SelfUser> {
  return apiJson('POST', '/api/register', loadSelfUserSchema(), body);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      setSessionUser(queryClient, user);
      toast({ title: 'Account created!', description: 'Your account has been created successfully.' });
    },
    onError: (error) => {
      toast({ title: 'Registration failed', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
