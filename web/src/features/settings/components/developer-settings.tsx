import type { CreatedAccessToken } from '@crema/contracts/identity/access-tokens';
import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AccessTokenList } from './access-token-list';
import { CreateAccessTokenForm } from './create-access-token-form';
import { NewAccessTokenNotice } from './new-access-token-notice';

/** The Developer tab: personal access tokens for scripts and apps (Authorization: Bearer). */
export function DeveloperSettings() {
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">New access token</CardTitle>
          <CardDescription>
            Scripts and apps send a token as <code>Authorization: Bearer …</code> to use the Crema API as you.
            Tokens cannot manage tokens, change your account or administer Crema.
          </CardDescription>
          <Link
            to={paths.developers}
            reloadDocument
            className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <BookOpen className="size-4" aria-hidden="true" />
            API documentation and GraphQL explorer
          </Link>
        </CardHeader>
        <CardContent className="grid gap-4">
          {created && <NewAccessTokenNotice token={created} onDone={() => setCreated(null)} />}
          <CreateAccessTokenForm onCreated={setCreated} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">Your access tokens</CardTitle>
        </CardHeader>
        <CardContent>
          <AccessTokenList />
        </CardContent>
      </Card>
    </div>
  );
}
