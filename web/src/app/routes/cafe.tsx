import { useParams } from 'react-router';
import { PageCheckIns } from '@/features/check-ins/components/feed/page-check-ins';
import { CafePageView } from '@/features/coffee-pages/components/cafe-page';
import { cafeCheckInsUrl } from './coffee-page-urls';

/** `/cafes/:id`: the café page, with the check-ins feature's list. */
export function CafeRoute() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-2xl">
      <CafePageView
        key={id}
        id={id}
        renderCheckIns={(cafe) => <PageCheckIns url={cafeCheckInsUrl(cafe.id)} />}
      />
    </div>
  );
}
