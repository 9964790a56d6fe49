import { useParams } from 'react-router';
import { SharedCheckIn } from '@/features/check-ins/components/shared/shared-check-in';

export function SharedCheckInRoute() {
  const { id = '' } = useParams();
  return <SharedCheckIn key={id} id={id} />;
}
