import { ShieldCheck } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** What admins see on /admin until the admin tools ship. */
export function AdminActiveCard() {
  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader>
        <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <ShieldCheck className="size-6" aria-hidden="true" />
        </span>
        <CardTitle as="h1">Admin access is active</CardTitle>
        <CardDescription>
          Your account is an administrator. The admin tools (users, check-ins, coffee bags, roasters, settings,
          moderation and analytics) are not part of this release yet; they will appear here in a later one.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}
