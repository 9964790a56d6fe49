import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <div className="py-4 sm:py-10">
      <ForgotPasswordForm />
    </div>
  );
}
