import { useSearchParams } from 'react-router';
import { ConfirmEmailPanel } from '@/features/auth/components/confirm-email-panel';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ConfirmEmailRoute() {
  useDocumentTitle('Confirm email');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <div className="py-4 sm:py-10">
      <ConfirmEmailPanel key={token} token={token} />
    </div>
  );
}
