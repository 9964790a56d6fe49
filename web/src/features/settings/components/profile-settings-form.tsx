import { BIO_MAX, updateSettingsBody, type UpdateSettingsBody } from '@crema/contracts/identity/rest';
import type { SelfUser } from '@crema/contracts/identity/user';
import type { FormEvent } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateSettings } from '../api/update-settings';
import { AvatarUpload } from './avatar-upload';
import { SaveButton } from './save-button';

export function ProfileSettingsForm({ user }: { user: SelfUser }) {
  const update = useUpdateSettings();
  // The email is not here: it changes under Account, with the password and a confirmation link.
  const form = useZodForm(updateSettingsBody, {
    username: user.username,
    bio: user.bio ?? '',
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    // Only what changed is sent, so an untouched username is never re-checked.
    const changes: UpdateSettingsBody = {};
    if (values.username !== user.username) changes.username = values.username;
    if ((values.bio ?? '') !== (user.bio ?? '')) changes.bio = values.bio;
    if (Object.keys(changes).length === 0) {
      toast({ title: 'Nothing to save', description: 'Your profile is already up to date.' });
      return;
    }
    try {
      await update.mutateAsync(changes);
    } catch (error) {
      if (error instanceof ApiError) form.setServerErrors(error.errors);
    }
  };

  const username = form.field('username');
  const bio = form.field('bio');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Profile</CardTitle>
        <CardDescription>How other coffee lovers see you.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <AvatarUpload user={user} />
        <form className="grid gap-4" noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormField label="Username" htmlFor={username.id} error={form.errors.username}>
            <Input {...username} autoComplete="username" autoCapitalize="none" spellCheck={false} />
          </FormField>
          <FormField
            label="Bio"
            htmlFor={bio.id}
            error={form.errors.bio}
            hint={
              <p
                className={
                  form.values.bio.length > BIO_MAX
                    ? 'text-xs text-destructive'
                    : 'text-xs text-muted-foreground'
                }
                aria-live="polite"
              >
                {form.values.bio.length}/{BIO_MAX} characters
              </p>
            }
          >
            <Textarea {...bio} rows={4} placeholder="Tell the community about your favourite coffees" />
          </FormField>
          <SaveButton pending={update.isPending} />
        </form>
      </CardContent>
    </Card>
  );
}
