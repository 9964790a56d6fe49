import { loginBody } from '@crema/contracts/identity/rest';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useAuth } from '../hooks/use-auth';
import { SubmitButton } from './submit-button';

export function LoginForm() {
  const { login, isAuthenticating } = useAuth();
  const form = useZodForm(loginBody, { username: '', password: '' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    try {
      await login(body);
    } catch (error) {
      // The toast already told the story; field errors also go next to their inputs.
      if (error instanceof ApiError) form.setServerErrors(error.errors);
    }
  };

  const username = form.field('username');
  const password = form.field('password');
  return (
    <form className="grid gap-4" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField label="Username" htmlFor={username.id} error={form.errors.username}>
        <Input {...username} autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </FormField>
      <FormField label="Password" htmlFor={password.id} error={form.errors.password}>
        <Input {...password} type="password" autoComplete="current-password" />
      </FormField>
      <div className="-mt-1 flex justify-end">
        <Link
          to={paths.forgotPassword}
          className="rounded text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Forgot password?
        </Link>
      </div>
      <SubmitButton pending={isAuthenticating}>Login</SubmitButton>
    </form>
  );
}
