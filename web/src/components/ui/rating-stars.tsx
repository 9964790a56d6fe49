import { Star } from 'lucide-react';
import { clsx } from 'clsx';

/**
 * Five stars, `rating` of them filled (a fraction fills part of a star, for averages); read out as
 * 'Rated n out of 5'.
 */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const label = Number.isInteger(rating) ? String(rating) : rating.toFixed(1);
  return (
    <div
      role="img"
      aria-label={`Rated ${label} out of 5`}
      className={clsx('look:flex look:items-center look:gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = Math.min(1, Math.max(0, rating - (star - 1)));
        return (
          <span key={star} className="relative inline-flex">
            <Star aria-hidden="true" className="size-4 text-muted-foreground/40" />
            {fill > 0 && (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star aria-hidden="true" className="size-4 fill-accent text-accent" />
              </span>
            )}
          </span>
        );
      })}
    </div>
  );
}
