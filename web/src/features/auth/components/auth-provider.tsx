import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useUser } from '../api/get-user';
import { useLogin } from '../api/login';
import { useLogout } from '../api/logout';
import { useRegister } from '../api/register';
import { AuthContext, type AuthContextValue } from '../hooks/use-auth';

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data: user, isPending: isLoading, error: loadError, refetch } = useUser();
  const { mutateAsync: login, isPending: isLoggingIn } = useLogin();
  const { mutateAsync: register, isPending: isRegistering } = useRegister();
  const { mutateAsync: logout, isPending: isLoggingOut } = useLogout();
  const isAuthenticating = isLoggingIn || isRegistering || isLoggingOut;

  const value = useMemo<AuthContextValue>(
    () => ({
      user: user ?? null,
      isLoading,
      loadError,
      reload: () => void refetch(),
      isAuthenticating,
      login,
      register,
      logout,
    }),
    [user, isLoading, loadError, refetch, isAuthenticating, login, register, logout],
  );

  // The whole app reads the session: when it arrives, React redraws in slices rather than in one
  // task that blocks input (ADR 0025).
  return <AuthContext.Provider value={useDeferredValue(value)}>{children}</AuthContext.Provider>;
}
