import { forgotPasswordBody } from '@crema/contracts/identity/rest';
import { MailCheck } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useForgotPassword } from '../api/forgot-password';
import { SubmitButton } from './submit-button';

export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();
  const form = useZodForm(forgotPasswordBody, { email: '' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    try {
      await forgotPassword.mutateAsync(body);
    } catch (error) {
      if (error instanceof ApiError) form.setServerErrors(error.errors);
    }
  };

  if (forgotPassword.isSuccess) {
    return (
      <Card className="mx-auto w-full max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
            <MailCheck className="size-6" aria-hidden="true" />
          </span>
          <CardTitle as="h1">Email sent</CardTitle>
          <CardDescription role="status">Check your email for password reset instructions</CardDescription>
        </CardHeader>
        <CardContent>
          <Button className="w-full" onClick={() => void navigate(paths.auth)}>
            Return to Login
          </Button>
        </CardContent>
      </Card>
    );
  }

  const email = form.field('email');
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle as="h1">Forgot your password?</CardTitle>
        <CardDescription>Enter the email of your account and we will send you a link to choose a new one.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormField label="Email" htmlFor={email.id} error={form.errors.email}>
            <Input {...email} type="email" autoComplete="email" />
          </FormField>
          <SubmitButton pending={forgotPassword.isPending}>Send Reset Link</SubmitButton>
        </form>
        <p className="mt-6 text-center text-sm">
          <Link
            to={paths.auth}
            className="rounded font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Back to login
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
