import { useParams } from 'react-router';
import { roasterPath } from '@/config/paths';
import { PageCheckIns } from '@/features/check-ins/components/feed/page-check-ins';
import { RoasterPageView } from '@/features/coffee-pages/components/roaster-page';

/** `/roasters/:id`: the roaster page, with the check-ins feature's list. */
export function RoasterRoute() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-2xl">
      <RoasterPageView
        key={id}
        id={id}
        renderCheckIns={(roaster) => <PageCheckIns url={`/api${roasterPath(roaster.id)}/check-ins`} />}
      />
    </div>
  );
}
