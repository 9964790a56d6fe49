import { changePasswordBody } from '@crema/contracts/identity/rest';
import type { FormEvent } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useChangePassword } from '../api/change-password';
import { SaveButton } from './save-button';

const emptyValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const form = useZodForm(changePasswordBody, emptyValues);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    try {
      await changePassword.mutateAsync(body);
      form.reset();
    } catch (error) {
      if (error instanceof ApiError) form.setServerErrors(error.errors);
    }
  };

  const currentPassword = form.field('currentPassword');
  const newPassword = form.field('newPassword');
  const confirmPassword = form.field('confirmPassword');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Password</CardTitle>
        <CardDescription>
          Changing your password signs you out everywhere else; this device stays signed in. Personal
          access tokens keep working: revoke any you no longer trust under Developer.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormField
            label="Current Password"
            htmlFor={currentPassword.id}
            error={form.errors.currentPassword}
          >
            <Input {...currentPassword} type="password" autoComplete="current-password" />
          </FormField>
          <FormField label="New Password" htmlFor={newPassword.id} error={form.errors.newPassword}>
            <Input {...newPassword} type="password" autoComplete="new-password" />
          </FormField>
          <FormField
            label="Confirm Password"
            htmlFor={confirmPassword.id}
            error={form.errors.confirmPassword}
          >
            <Input {...confirmPassword} type="password" autoComplete="new-password" />
          </FormField>
          <SaveButton pending={changePassword.isPending} label="Change password" />
        </form>
      </CardContent>
    </Card>
  );
}
