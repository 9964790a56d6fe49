import { Navigate, Outlet, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorDetail } from '@/lib/api-client';
import { NEXT_PARAM, safeReturnPath } from '@/lib/return-path';
import { useAuth } from '../hooks/use-auth';

/** Renders its child routes for a signed-in user; a spinner while the session loads, else /auth. */
export function ProtectedRoute() {
  const { user, isLoading, loadError, reload } = useAuth();

  if (isLoading) return <PageSpinner label="Loading your session" />;
  if (loadError) return <SessionError message={errorDetail(loadError)} onRetry={reload} />;
  if (!user) return <Navigate to={paths.auth} replace />;
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

function SessionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card className="mx-auto max-w-md" role="alert">
      <CardHeader>
        <CardTitle as="h1">We couldn&apos;t reach Crema</CardTitle>
        <CardDescription>{message}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={onRetry}>Retry</Button>
      </CardContent>
    </Card>
  );
}
