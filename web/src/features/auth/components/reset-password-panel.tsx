import { resetPasswordBody } from '@crema/contracts/identity/rest';
import { CircleCheck, KeyRound, TriangleAlert } from 'lucide-react';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { useResetPassword } from '../api/reset-password';
import { useValidateResetToken } from '../api/validate-reset-token';
import { SubmitButton } from './submit-button';

const resetFormSchema = resetPasswordBody
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

function StateCard({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children: ReactNode }) {
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <CardHeader className="items-center">
        <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
          {icon}
        </span>
        <CardTitle as="h1">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Validating → invalid, or form → success (SPEC §2, §4). */
export function ResetPasswordPanel({ token }: { token: string }) {
  const navigate = useNavigate();
  const validation = useValidateResetToken(token);
  const resetPassword = useResetPassword();
  const form = useZodForm(resetFormSchema, { token, password: '', confirmPassword: '' });
  const invalid = !validation.isEnabled || validation.isError;

  useEffect(() => {
    if (invalid) {
      toast({
        title: 'Invalid or expired token',
        description: 'This password reset link is no longer valid. Please request a new one.',
        variant: 'destructive',
      });
    }
  }, [invalid]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    try {
      await resetPassword.mutateAsync({ token: values.token, password: values.password });
    } catch (error) {
      if (error instanceof ApiError) form.setServerErrors(error.errors);
    }
  };

  if (validation.isEnabled && validation.isPending) {
    return <PageSpinner label="Validating reset link..." />;
  }

  if (invalid) {
    return (
      <StateCard
        icon={<TriangleAlert className="size-6" aria-hidden="true" />}
        title="Invalid Reset Link"
        description="This password reset link is invalid or has expired"
      >
        <Button className="w-full" onClick={() => void navigate(paths.forgotPassword)}>
          Request New Link
        </Button>
      </StateCard>
    );
  }

  if (resetPassword.isSuccess) {
    return (
      <StateCard
        icon={<CircleCheck className="size-6" aria-hidden="true" />}
        title="Password updated"
        description="Your password has been reset successfully"
      >
        <Button className="w-full" onClick={() => void navigate(paths.auth)}>
          Go to Login
        </Button>
      </StateCard>
    );
  }

  const password = form.field('password');
  const confirmPassword = form.field('confirmPassword');
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
          <KeyRound className="size-6" aria-hidden="true" />
        </span>
        <CardTitle as="h1">Choose a new password</CardTitle>
        <CardDescription>Use at least 8 characters. Every device signed in to your account will be signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormField label="New Password" htmlFor={password.id} error={form.errors.password ?? form.errors.token}>
            <Input {...password} type="password" autoComplete="new-password" />
          </FormField>
          <FormField label="Confirm Password" htmlFor={confirmPassword.id} error={form.errors.confirmPassword}>
            <Input {...confirmPassword} type="password" autoComplete="new-password" />
          </FormField>
          <SubmitButton pending={resetPassword.isPending}>Reset Password</SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
