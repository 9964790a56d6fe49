import type { LoginBody } from '@crema/contracts/identity/rest';
import type { SelfUser } from '@crema/contracts/identity/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, errorDetail } from '@/lib/api-client';
import { setSessionUser } from '@/lib/session';
import { loadSelfUserSchema } from './self-user-schema';
import { toast } from '@/lib/toast';

export function login(body: LoginBody): Promise<SelfUser> {
  return apiJson('POST', '/api/login', loadSelfUserSchema(), body);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      setSessionUser(queryClient, user);
      toast({ title: 'Welcome back!', description: "You've successfully logged in." });
    },
    onError: (error) => {
      toast({ title: 'Login failed', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
