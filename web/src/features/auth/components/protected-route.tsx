import { Navigate, Outlet, useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { NEXT_PARAM, safeReturnPath } from '@/lib/return-path';
import { useAuthPath } from '@/lib/use-auth-path';
import { useAuth } from '../hooks/use-auth';
import { SessionLoadError } from './session-load-error';

/**
 * Renders its child routes for a signed-in user; a spinner while the session loads, else /auth,
 * which comes back here after login (a digest mail's link to /notifications, say).
 */
export function ProtectedRoute() {
  const { user, isLoading, loadError, reload } = useAuth();
  const authPath = useAuthPath();

  if (isLoading) return <PageSpinner label="Loading your session" />;
  if (loadError) return <SessionLoadError error={loadError} onRetry={reload} />;
  if (!user) return <Navigate to={authPath} replace />;
  return <Outlet />;
}

/**
 * Renders its child routes only for visitors. A signed-in user (one who just logged in or registered
 * too) goes where `?next=` says, when it is a path of this app, else home.
 */
export function GuestOnlyRoute() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  if (user) return <Navigate to={safeReturnPath(searchParams.get(NEXT_PARAM)) ?? paths.home} replace />;
  return <Outlet />;
}
