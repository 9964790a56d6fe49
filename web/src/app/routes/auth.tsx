import { AuthPanel } from '@/features/auth/components/auth-panel';

export function AuthRoute() {
  return (
    <div className="py-4 sm:py-10">
      <AuthPanel />
    </div>
  );
}
