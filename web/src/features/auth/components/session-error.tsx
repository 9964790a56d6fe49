import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** A protected screen's session could not be loaded (not "signed out": that goes to /auth). */
export function SessionError({ message, onRetry }: { message: string; onRetry: () => void }) {
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
