import { Navigate, Outlet } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorDetail } from '@/lib/api-client';
import { useAuth } from '../hooks/use-auth';

/** Renders its child routes for a signed-in user; a spinner while the session loads, else /auth. */
export function ProtectedRoute() {
  const { user, isLoading, loadError, reload } = useAuth();

  if (isLoading) return <PageSpinner label="Loading your session" />;
  if (loadError) return <SessionError message={errorDetail(loadError)} onRetry={reload} />;
  if (!user) return <Navigate to={paths.auth} replace />;
  return <Outlet />;
}

/** Renders its child routes only for visitors; a signed-in user goes home. */
export function GuestOnlyRoute() {
  const { user } = useAuth();
  if (user) return <Navigate to={paths.home} replace />;
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
