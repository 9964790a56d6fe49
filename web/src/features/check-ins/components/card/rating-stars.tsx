import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Five stars, `rating` of them filled; read out as 'Rated n out of 5'. */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  return (
    <div
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      className={cn('flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn('size-4', star <= rating ? 'fill-accent text-accent' : 'text-muted-foreground/40')}
        />
      ))}
    </div>
  );
}
