import { useParams } from 'react-router';
import { PageCheckIns } from '@/features/check-ins/components/feed/page-check-ins';
import { RoasterPageView } from '@/features/coffee-pages/components/roaster-page';
import { roasterCheckInsUrl } from './coffee-page-urls';

/** `/roasters/:id`: the roaster page, with the check-ins feature's list. */
export function RoasterRoute() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-2xl">
      <RoasterPageView
        key={id}
        id={id}
        renderCheckIns={(roaster) => <PageCheckIns url={roasterCheckInsUrl(roaster.id)} />}
      />
    </div>
  );
}
