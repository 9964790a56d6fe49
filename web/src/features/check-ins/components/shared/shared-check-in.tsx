import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import { Coffee, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ProfileAvatarLink, ProfileNameLink } from '@/components/ui/profile-link';
import { RatingStars } from '@/components/ui/rating-stars';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorDetail } from '@/lib/api-client';
import { useSharedCheckIn } from '../../api/get-shared-check-in';
import { CheckInPhoto } from '../card/check-in-photo';
import { TastingNoteChips } from '../card/check-in-tags';
import { fullDate, longDate } from '@/lib/format-date';
import { SaveButton } from '../card/save-button';
import { useViewerId } from '@/lib/use-viewer';
import '../../api/card-contract-preload';

/** The public page of one check-in, reached through a share link (SPEC §2 "Shared check-in page"). */
export function SharedCheckIn({ id }: { id: string }) {
  const query = useSharedCheckIn(id);

  if (query.isPending) return <PageSpinner label="Loading check-in" />;
  if (query.isError) {
    const notFound =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return notFound ? (
      <CoffeeNotFound />
    ) : (
      <LoadFailed message={errorDetail(query.error)} retry={() => void query.refetch()} />
    );
  }
  return <SharedCheckInView checkIn={query.data} />;
}

function SharedCheckInView({ checkIn }: { checkIn: CheckInCard }) {
  const viewerId = useViewerId();
  const facts: Array<[string, string | null]> = [
    ['Brew method', checkIn.brewMethod],
    ['Roast level', checkIn.roastLevel],
    ['Coffee type', checkIn.coffeeType],
  ];

  return (
    <div className="py-2 sm:py-6">
      <Card className="mx-auto max-w-2xl overflow-hidden">
        <article aria-labelledby="shared-check-in-title">
          <header className="flex items-center gap-3 p-4 sm:px-6">
            <ProfileAvatarLink username={checkIn.username} src={checkIn.userAvatar} className="size-11" />
            <div className="min-w-0 flex-1">
              <p className="truncate">
                <ProfileNameLink username={checkIn.username} />
              </p>
              <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
                <time dateTime={checkIn.timestamp} title={fullDate(checkIn.timestamp)}>
                  {longDate(checkIn.timestamp)}
                </time>
                {checkIn.location && (
                  <span className="inline-flex items-center gap-1">
                    <MapPin className="size-3.5" aria-hidden="true" />
                    {checkIn.location}
                  </span>
                )}
              </p>
            </div>
          </header>

          {checkIn.photo && (
            <CheckInPhoto
              thumbnail={checkIn.photo}
              photo={checkIn.photo}
              alt={`${checkIn.coffeeName} by ${checkIn.roaster}`}
              priority
            />
          )}

          <div className="grid gap-5 p-4 sm:p-6">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h1
                  id="shared-check-in-title"
                  className="font-display text-3xl font-bold tracking-tight break-words"
                >
                  {checkIn.coffeeName}
                </h1>
                <p className="text-muted-foreground">by {checkIn.roaster}</p>
              </div>
              <RatingStars rating={checkIn.rating} className="mt-2 [&_svg]:size-5" />
            </div>

            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {facts
                .filter((fact): fact is [string, string] => !!fact[1])
                .map(([label, value]) => (
                  <div key={label} className="rounded-xl bg-muted px-3 py-2">
                    <dt className="text-xs text-muted-foreground">{label}</dt>
                    <dd className="font-medium">{value}</dd>
                  </div>
                ))}
            </dl>

            {checkIn.tastingNotes.length > 0 && (
              <section aria-labelledby="shared-tasting-notes" className="grid gap-2">
                <h2 id="shared-tasting-notes" className="text-sm font-semibold">
                  Tasting notes
                </h2>
                <TastingNoteChips notes={checkIn.tastingNotes} />
              </section>
            )}

            {checkIn.notes && (
              <section aria-labelledby="shared-notes" className="grid gap-1">
                <h2 id="shared-notes" className="text-sm font-semibold">
                  Notes
                </h2>
                <p className="break-words whitespace-pre-line">{checkIn.notes}</p>
              </section>
            )}

            <div className="flex flex-wrap gap-2 border-t border-border pt-4">
              <Link to={paths.home} className={buttonClassName()}>
                <Coffee aria-hidden="true" />
                Open App
              </Link>
              <SaveButton checkIn={checkIn} isGuest={viewerId === null} withLabel />
            </div>
          </div>
        </article>
      </Card>
    </div>
  );
}

function CoffeeNotFound() {
  return (
    <div className="py-4 sm:py-10">
      <Card className="mx-auto max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
            <Coffee className="size-6" aria-hidden="true" />
          </span>
          <CardTitle as="h1">Coffee Not Found</CardTitle>
          <CardDescription>
            This coffee check-in might have been deleted or is no longer available.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Link to={paths.home} className={buttonClassName()}>
            Open App
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div className="py-4 sm:py-10">
      <Card className="mx-auto max-w-md text-center">
        <CardHeader>
          <CardTitle as="h1">Something went wrong</CardTitle>
          <CardDescription>{message}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={retry}>Try Again</Button>
        </CardContent>
      </Card>
    </div>
  );
}
