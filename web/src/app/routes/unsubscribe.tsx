import { useSearchParams } from 'react-router';
import { UnsubscribePanel } from '@/features/notifications/components/unsubscribe-panel';

export function UnsubscribeRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <div className="py-4 sm:py-10">
      <UnsubscribePanel key={token} token={token} />
    </div>
  );
}
