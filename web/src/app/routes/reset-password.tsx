import { useSearchParams } from 'react-router';
import { ResetPasswordPanel } from '@/features/auth/components/reset-password-panel';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ResetPasswordRoute() {
  useDocumentTitle('Reset password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <div className="py-4 sm:py-10">
      {/* A new token starts a fresh validation. */}
      <ResetPasswordPanel key={token} token={token} />
    </div>
  );
}
