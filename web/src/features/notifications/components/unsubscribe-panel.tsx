import { MailCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button-styles';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { RetryButton } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { ApiError, errorDetail } from '@/lib/api-client';
import { useUnsubscribeFromDigest } from '../api/unsubscribe';

function OutcomeCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card role="status" className="mx-auto w-full max-w-md text-center">
      <CardHeader className="items-center">
        <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
          {icon}
        </span>
        <CardTitle as="h1">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid justify-items-center gap-4">{children}</CardContent>
    </Card>
  );
}

/** The digest's unsubscribe link lands here: it unsubscribes at once and says how it went. */
export function UnsubscribePanel({ token }: { token: string }) {
  const unsubscribe = useUnsubscribeFromDigest();
  const { mutate } = unsubscribe;
  // Once per token: StrictMode runs effects twice in development.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  if (token && (unsubscribe.isIdle || unsubscribe.isPending)) return <PageSpinner label="Unsubscribing…" />;
  if (unsubscribe.isSuccess) {
    return (
      <OutcomeCard
        icon={<MailCheck className="size-6" aria-hidden="true" />}
        title="You're unsubscribed from email digests"
      >
        <CardDescription>
          We won't email you a digest of your notifications any more. You can turn email notifications back on
          in Settings, under Privacy.
        </CardDescription>
        <SettingsLink />
      </OutcomeCard>
    );
  }
  const badLink = !token || (unsubscribe.error instanceof ApiError && unsubscribe.error.status === 400);
  if (!badLink) {
    return (
      <OutcomeCard
        icon={<TriangleAlert className="size-6" aria-hidden="true" />}
        title="We couldn't unsubscribe you"
      >
        <CardDescription>{errorDetail(unsubscribe.error)}</CardDescription>
        <RetryButton onRetry={() => mutate(token)} retrying={false} label="Try again" />
      </OutcomeCard>
    );
  }
  return (
    <OutcomeCard
      icon={<TriangleAlert className="size-6" aria-hidden="true" />}
      title="This unsubscribe link doesn't work"
    >
      <CardDescription>
        {token ? errorDetail(unsubscribe.error) : 'The link is missing its token.'} Use the link in your
        latest digest, or turn email notifications off in Settings.
      </CardDescription>
      <SettingsLink />
    </OutcomeCard>
  );
}

function SettingsLink() {
  return (
    <Link to={paths.settings} className={buttonClassName('outline')}>
      Go to Settings
    </Link>
  );
}
