import { changeEmailBody } from '@crema/contracts/identity/rest';
import { MailCheck } from 'lucide-react';
import type { FormEvent } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useChangeEmail, useEmailStatus } from '../api/change-email';
import { SaveButton } from './save-button';

const emptyValues = { newEmail: '', currentPassword: '' };

const expiryFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A pending change: the new address waits for its link; the old one stays until then. */
function PendingEmailNotice({
  pendingEmail,
  pendingUntil,
}: {
  pendingEmail: string;
  pendingUntil: string | null;
}) {
  return (
    <div role="status" className="flex gap-3 rounded-md border border-border bg-secondary/60 p-3 text-sm">
      <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <p>
        Check your inbox at <strong className="break-all">{pendingEmail}</strong> to confirm.
        {pendingUntil && <> The link works until {expiryFormat.format(new Date(pendingUntil))}.</>} Until then
        your email stays as it is.
      </p>
    </div>
  );
}

/** The email changes only with the password and a link opened from the new inbox (docs/adr/0023). */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const status = useEmailStatus();
  const changeEmail = useChangeEmail();
  const form = useZodForm(changeEmailBody, emptyValues);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    try {
      await changeEmail.mutateAsync(body);
      form.reset();
    } catch (error) {
      if (error instanceof ApiError) form.setServerErrors(error.errors);
    }
  };

  const newEmail = form.field('newEmail');
  const currentPassword = form.field('currentPassword');
  const pendingEmail = status.data?.pendingEmail;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Email</CardTitle>
        <CardDescription>
          Your email is{' '}
          <strong className="break-all text-foreground">{status.data?.email ?? currentEmail}</strong>. A new
          one takes effect once you open the link we send to it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {pendingEmail && (
          <PendingEmailNotice pendingEmail={pendingEmail} pendingUntil={status.data?.pendingUntil ?? null} />
        )}
        <form className="grid gap-4" noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormField label="New Email" htmlFor={newEmail.id} error={form.errors.newEmail}>
            <Input {...newEmail} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
          </FormField>
          <FormField
            label="Current Password"
            htmlFor={currentPassword.id}
            error={form.errors.currentPassword}
          >
            <Input {...currentPassword} type="password" autoComplete="current-password" />
          </FormField>
          <SaveButton pending={changeEmail.isPending} label="Change email" />
        </form>
      </CardContent>
    </Card>
  );
}
