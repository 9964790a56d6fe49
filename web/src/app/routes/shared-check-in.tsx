import { useParams } from 'react-router';
import { SharedCheckIn } from '@/features/check-ins/components/shared/shared-check-in';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSharedCheckIn } from '@/features/check-ins/api/get-shared-check-in';

export function SharedCheckInRoute() {
  const { id = '' } = useParams();
  const { data: checkIn } = useSharedCheckIn(id);
  useDocumentTitle(checkIn ? `${checkIn.coffeeName} by ${checkIn.roaster}` : 'Shared check-in');
  return <SharedCheckIn key={id} id={id} />;
}
