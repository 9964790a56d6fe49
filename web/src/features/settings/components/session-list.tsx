import type { SessionSummary } from '@crema/contracts/identity/sessions';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/status-message';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { fullDate, relativeDate } from '@/lib/format-date';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';

const PHONES = new Set(['iPhone', 'Android']);

/** 'Firefox on Linux'; a client that names neither (a script, an app) is said so plainly. */
function clientName(session: SessionSummary): string {
  if (session.browser === 'Unknown browser' && session.device === 'Unknown device') return 'Unknown app or browser';
  return `${session.browser} on ${session.device}`;
}

function lastUsedText(session: SessionSummary): string {
  if (session.current) return 'Active now';
  if (!session.lastUsedAt) return 'Last used: unknown';
  return `Last used ${relativeDate(session.lastUsedAt)}`;
}

function SessionRow({ session }: { session: SessionSummary }) {
  const end = useEndSession();
  const Icon = PHONES.has(session.device) ? Smartphone : Monitor;
  const name = clientName(session);
  return (
    <li className="flex items-start justify-between gap-3 rounded-lg border p-3">
      <div className="flex min-w-0 gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="grid min-w-0 gap-1 text-sm">
          <p className="font-medium break-words">
            {name}
            {session.current && (
              <span className="ml-2 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
                This device
              </span>
            )}
          </p>
          <p className="text-muted-foreground">
            <span title={session.lastUsedAt ? fullDate(session.lastUsedAt) : undefined}>{lastUsedText(session)}</span>
            {session.createdAt && (
              <>
                {' '}
                · <span title={fullDate(session.createdAt)}>Signed in {relativeDate(session.createdAt)}</span>
              </>
            )}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={`Sign out ${name}`}
          disabled={end.isPending}
          onClick={() => end.mutate(session.id)}
        >
          {end.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
          Sign out
        </Button>
      )}
    </li>
  );
}

/** Settings → Account: where the person is signed in, and a way to end any of it. */
export function SessionList() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Where you’re signed in</CardTitle>
        <CardDescription>
          Sign out any device you don’t recognise, then change your password. Personal access tokens are not
          sessions: manage them under Developer.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sessions.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : sessions.isError ? (
          <LoadError
            bare
            title="Could not load your sessions"
            error={sessions.error}
            onRetry={() => void sessions.refetch()}
            retrying={sessions.isFetching}
          />
        ) : (
          <ul className="grid gap-3" aria-label="Signed-in sessions">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
        <Button
          type="button"
          variant="outline"
          className="w-full sm:w-fit"
          disabled={others === 0 || endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          {endOthers.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
          Sign out everywhere else
        </Button>
      </CardContent>
    </Card>
  );
}
