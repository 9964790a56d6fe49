import { useSearchParams } from 'react-router';
import { ResetPasswordPanel } from '@/features/auth/components/reset-password-panel';

export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <div className="py-4 sm:py-10">
      {/* A new token starts a fresh validation. */}
      <ResetPasswordPanel key={token} token={token} />
    </div>
  );
}
