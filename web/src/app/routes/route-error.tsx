import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorDetail } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Last line of defence: a screen failed to load or render. */
export function RouteError() {
  useDocumentTitle('Something went wrong');
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status}: ${error.statusText}`
    : errorDetail(error, 'Unknown error');
  return (
    <div className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-md" role="alert">
        <CardHeader>
          <CardTitle>Something went wrong</CardTitle>
          <CardDescription>{message}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
        </CardContent>
      </Card>
    </div>
  );
}
