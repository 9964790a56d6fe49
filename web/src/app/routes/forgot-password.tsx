import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ForgotPasswordRoute() {
  useDocumentTitle('Forgot password');
  return (
    <div className="py-4 sm:py-10">
      <ForgotPasswordForm />
    </div>
  );
}
