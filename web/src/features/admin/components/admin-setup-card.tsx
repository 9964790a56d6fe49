import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useInitAdmin } from '../api/init-admin';

/** What non-admins see on /admin (SPEC §6). */
export function AdminSetupCard() {
  const initAdmin = useInitAdmin();
  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader>
        <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
          <ShieldCheck className="size-6" aria-hidden="true" />
        </span>
        <CardTitle as="h1">Admin setup</CardTitle>
        <CardDescription>
          Only the designated administrator account can initialise admin access. Once it is an administrator, it can
          promote other users from the admin area.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button disabled={initAdmin.isPending} onClick={() => initAdmin.mutate()}>
          {initAdmin.isPending && <Spinner />}
          Initialize admin access
        </Button>
      </CardContent>
    </Card>
  );
}
