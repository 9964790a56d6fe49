import { useParams } from 'react-router';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { PageCheckIns } from '@/features/check-ins/components/feed/page-check-ins';
import { CheckInThisCoffee } from '@/features/check-ins/components/form/check-in-this-coffee';
import { CoffeePageView } from '@/features/coffee-pages/components/coffee-page';
import { coffeeCheckInsUrl } from './coffee-page-urls';

/** `/coffees/:id`: the coffee page, with the check-ins feature's list and "Check in this coffee". */
export function CoffeeRoute() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  return (
    <div className="mx-auto w-full max-w-2xl">
      <CoffeePageView
        key={id}
        id={id}
        renderAction={(coffee) => (
          <CheckInThisCoffee
            coffee={{ coffeeName: coffee.name, roaster: coffee.roaster }}
            user={user ? { defaultBrewMethod: user.preferences.defaultBrewMethod } : null}
          />
        )}
        renderCheckIns={(coffee) => <PageCheckIns url={coffeeCheckInsUrl(coffee.id)} />}
      />
    </div>
  );
}
