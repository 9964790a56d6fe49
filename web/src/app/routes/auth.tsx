import { AuthPanel } from '@/features/auth/components/auth-panel';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useQueryParam } from '@/lib/use-query-param';

export function AuthRoute() {
  const [tab] = useQueryParam('tab');
  useDocumentTitle(tab === 'register' ? 'Create an account' : 'Log in');
  return (
    <div className="py-4 sm:py-10">
      <AuthPanel />
    </div>
  );
}
