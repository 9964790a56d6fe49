import type { CheckInCard as CheckInCardData } from '@crema/contracts/checkins/check-in';
import { MapPin } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { fullDate, relativeDate } from './format-date';
import { RatingStars } from './rating-stars';

/** A check-in in a feed (SPEC §2 "Check-in card"). */
export function CheckInCard({ checkIn }: { checkIn: CheckInCardData }) {
  return (
    <Card className="overflow-hidden">
      <article aria-labelledby={`check-in-${checkIn.id}-title`}>
        <header className="flex items-center gap-3 p-4">
          <Avatar name={checkIn.username} src={checkIn.userAvatar} />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{checkIn.username}</p>
            <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
              <time dateTime={checkIn.timestamp} title={fullDate(checkIn.timestamp)}>
                {relativeDate(checkIn.timestamp)}
              </time>
              {checkIn.location && (
                <span className="inline-flex items-center gap-1">
                  <MapPin className="size-3" aria-hidden="true" />
                  {checkIn.location}
                </span>
              )}
            </p>
          </div>
        </header>
        {checkIn.photoThumbnail && (
          <img
            src={checkIn.photoThumbnail}
            alt={`${checkIn.coffeeName} by ${checkIn.roaster}`}
            loading="lazy"
            className="aspect-[4/3] w-full bg-muted object-cover"
          />
        )}
        <div className="grid gap-2 p-4">
          <h3 id={`check-in-${checkIn.id}-title`} className="font-display text-xl font-semibold">
            {checkIn.coffeeName}
          </h3>
          <p className="text-sm text-muted-foreground">{checkIn.roaster}</p>
          <RatingStars rating={checkIn.rating} />
          {checkIn.notes && <p className="text-sm whitespace-pre-line">{checkIn.notes}</p>}
        </div>
      </article>
    </Card>
  );
}
