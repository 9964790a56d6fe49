import type {
  CafeResult,
  CoffeeResult,
  RoasterResult,
  SearchResult,
  UserResult,
} from '@crema/contracts/search/search';
import type { SearchType } from '@crema/contracts/search/search-terms';
import { ChevronRight, Coffee, Flame, MapPin, PackageCheck, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PersonRow } from '@/components/ui/person-row';
import { cafePath, coffeePath, roasterPath } from '@/config/paths';
import { RatingStars } from '@/components/ui/rating-stars';
import { plural } from '@/lib/plural';
import { ResultThumbnail } from './result-thumbnail';

/** A result leading to its page: the title is the link, stretched over the whole row. */
function ResultRow({
  thumbnail,
  title,
  to,
  children,
}: {
  thumbnail: ReactNode;
  title: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <div className="relative flex items-center gap-4 rounded-lg py-3 focus-within:ring-2 focus-within:ring-ring hover:bg-muted/50">
      {thumbnail}
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">
          <Link to={to} className="outline-none after:absolute after:inset-0">
            {title}
          </Link>
        </p>
        {children}
      </div>
      <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
    </div>
  );
}

/** Marks a coffee the admin catalogue has a bag of: its text is what a screen reader says. */
function CatalogueMarker() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
      <PackageCheck className="size-3.5" aria-hidden="true" />
      In the catalogue
    </span>
  );
}

function CoffeeRow({ coffee }: { coffee: CoffeeResult }) {
  return (
    <ResultRow
      thumbnail={<ResultThumbnail src={coffee.imageUrl} icon={Coffee} />}
      title={coffee.name}
      to={coffeePath(coffee.id)}
    >
      <p className="truncate text-sm text-muted-foreground">{coffee.roaster}</p>
      {/* The marker wraps under the rating on a narrow screen rather than cutting the roaster's name. */}
      <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <RatingStars rating={coffee.avgRating} />
        <span className="text-muted-foreground tabular-nums">
          {coffee.avgRating.toFixed(1)} · {plural(coffee.ratingsCount, 'rating')}
        </span>
        {coffee.coffeeBagId !== null && <CatalogueMarker />}
      </div>
    </ResultRow>
  );
}

function PlaceLine({ place }: { place: string | null }) {
  if (!place) return null;
  return (
    <p className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
      <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{place}</span>
    </p>
  );
}

function RoasterRow({ roaster }: { roaster: RoasterResult }) {
  return (
    <ResultRow
      thumbnail={<ResultThumbnail src={roaster.logoUrl} icon={Flame} fit="contain" />}
      title={roaster.name}
      to={roasterPath(roaster.id)}
    >
      <PlaceLine place={roaster.location} />
      <p className="text-sm text-muted-foreground">{plural(roaster.coffeesCount, 'coffee')}</p>
    </ResultRow>
  );
}

function CafeRow({ cafe }: { cafe: CafeResult }) {
  return (
    <ResultRow
      thumbnail={<ResultThumbnail src={cafe.imageUrl} icon={Store} />}
      title={cafe.name}
      to={cafePath(cafe.id)}
    >
      <PlaceLine place={cafe.address} />
      <p className="text-sm text-muted-foreground">{plural(cafe.checkInsCount, 'check-in')}</p>
    </ResultRow>
  );
}

/** What the Users tab may add to a person's row (a Follow button, composed by the route). */
export type RenderUserAction = (user: UserResult) => ReactNode;

function UserRow({ user, renderAction }: { user: UserResult; renderAction?: RenderUserAction }) {
  return (
    <PersonRow
      username={user.username}
      avatarUrl={user.avatarUrl}
      details={[plural(user.checkInsCount, 'check-in')]}
      action={renderAction?.(user)}
    />
  );
}

type Renderers = {
  [T in SearchType]: (result: SearchResult<T>, renderUserAction?: RenderUserAction) => ReactNode;
};

const renderers: Renderers = {
  coffees: (coffee) => <CoffeeRow coffee={coffee} />,
  roasters: (roaster) => <RoasterRow roaster={roaster} />,
  cafes: (cafe) => <CafeRow cafe={cafe} />,
  users: (user, renderUserAction) => <UserRow user={user} renderAction={renderUserAction} />,
};

const LIST_LABELS: Record<SearchType, string> = {
  coffees: 'Coffees found',
  roasters: 'Roasters found',
  cafes: 'Cafés found',
  users: 'People found',
};

interface ResultListProps<T extends SearchType> {
  type: T;
  results: readonly SearchResult<T>[];
  renderUserAction?: RenderUserAction;
}

/** The results of one tab (SPEC §3 "Search results"). */
export function SearchResultList<T extends SearchType>({
  type,
  results,
  renderUserAction,
}: ResultListProps<T>) {
  const render = renderers[type];
  return (
    <ul aria-label={LIST_LABELS[type]} className="divide-y divide-border">
      {results.map((result) => (
        <li key={result.id}>{render(result, renderUserAction)}</li>
      ))}
    </ul>
  );
}
