import { emailConfirmationTokenSchema } from '@crema/contracts/identity/rest';
import { Clock, MailCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button-styles';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { RetryButton } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { ApiError, errorDetail } from '@/lib/api-client';
import { useConfirmEmail } from '../api/confirm-email';

/** Where to go from here: the settings to ask for a new link (sign-in first when needed). */
const SETTINGS_ACCOUNT = `${paths.settings}?tab=account`;

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

function SettingsButton({ label }: { label: string }) {
  return (
    <Link to={SETTINGS_ACCOUNT} className={buttonClassName()}>
      {label}
    </Link>
  );
}

/** The email change link lands here: it confirms at once and says how it went. */
export function ConfirmEmailPanel({ token }: { token: string }) {
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  const wellFormed = emailConfirmationTokenSchema.safeParse(token).success;
  // Once per token: StrictMode runs effects twice in development, and the token works once.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!wellFormed || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, wellFormed, mutate]);

  if (wellFormed && (confirm.isIdle || confirm.isPending))
    return <PageSpinner label="Confirming your email…" />;
  if (confirm.isSuccess) {
    return (
      <OutcomeCard icon={<MailCheck className="size-6" aria-hidden="true" />} title="Your email is confirmed">
        <CardDescription>
          Crema now uses this address for your account: sign-in stays the same, and password resets come here.
        </CardDescription>
        <SettingsButton label="Go to Settings" />
      </OutcomeCard>
    );
  }
  const status = confirm.error instanceof ApiError ? confirm.error.status : undefined;
  if (status === 410) {
    return (
      <OutcomeCard icon={<Clock className="size-6" aria-hidden="true" />} title="This link has expired">
        <CardDescription>
          Confirmation links work for 24 hours. Ask for a new one in Settings, under Account: your email has
          not changed.
        </CardDescription>
        <SettingsButton label="Ask for a new link" />
      </OutcomeCard>
    );
  }
  if (!wellFormed || status === 400 || status === 404) {
    return (
      <OutcomeCard
        icon={<TriangleAlert className="size-6" aria-hidden="true" />}
        title="This confirmation link doesn't work"
      >
        <CardDescription>
          It is incomplete, has been used already, or was replaced by a newer one. Use the link in the latest
          email we sent, or ask for a new one in Settings.
        </CardDescription>
        <SettingsButton label="Go to Settings" />
      </OutcomeCard>
    );
  }
  return (
    <OutcomeCard
      icon={<TriangleAlert className="size-6" aria-hidden="true" />}
      title="We couldn't confirm your email"
    >
      <CardDescription>{errorDetail(confirm.error)}</CardDescription>
      {status === 409 ? (
        <SettingsButton label="Go to Settings" />
      ) : (
        <RetryButton onRetry={() => mutate(token)} retrying={false} label="Try again" />
      )}
    </OutcomeCard>
  );
}
