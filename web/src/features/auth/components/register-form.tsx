import { registerBody } from '@crema/contracts/identity/rest';
import type { FormEvent } from 'react';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useAuth } from '../hooks/use-auth';
import { SubmitButton } from './submit-button';

// confirmPassword lives only in the browser: it is checked here and never sent.
const registerFormSchema = registerBody
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export function RegisterForm() {
  const { register, isAuthenticating } = useAuth();
  const form = useZodForm(registerFormSchema, { username: '', email: '', password: '', confirmPassword: '' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    const { confirmPassword: _confirm, ...body } = values;
    try {
      await register(body);
    } catch (error) {
      if (error instanceof ApiError) form.setServerErrors(error.errors);
    }
  };

  const username = form.field('username');
  const email = form.field('email');
  const password = form.field('password');
  const confirmPassword = form.field('confirmPassword');
  return (
    <form className="grid gap-4" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField label="Username" htmlFor={username.id} error={form.errors.username}>
        <Input {...username} autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </FormField>
      <FormField label="Email" htmlFor={email.id} error={form.errors.email}>
        <Input {...email} type="email" autoComplete="email" />
      </FormField>
      <FormField label="Password" htmlFor={password.id} error={form.errors.password}>
        <Input {...password} type="password" autoComplete="new-password" />
      </FormField>
      <FormField label="Confirm Password" htmlFor={confirmPassword.id} error={form.errors.confirmPassword}>
        <Input {...confirmPassword} type="password" autoComplete="new-password" />
      </FormField>
      <SubmitButton pending={isAuthenticating}>Create account</SubmitButton>
    </form>
  );
}
