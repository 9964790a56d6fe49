import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { plural } from '@/lib/plural';
import { cn } from '@/lib/utils';

interface StarRatingInputProps {
  /** 0 means "not rated yet". */
  value: number;
  onChange: (value: number) => void;
  max?: number;
  /** Names the group for assistive technology (e.g. the id of a visible label). */
  'aria-labelledby'?: string;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | undefined;
  className?: string;
}

/**
 * A 1–max star picker built on native radio buttons, so Tab reaches it and the arrow keys
 * choose a rating; hovering previews the rating a click would give.
 */
export function StarRatingInput({
  value,
  onChange,
  max = 5,
  className,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: StarRatingInputProps) {
  const name = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      className={cn('flex items-center gap-1', className)}
      onMouseLeave={() => setHover(0)}
    >
      {Array.from({ length: max }, (_, index) => {
        const star = index + 1;
        const filled = star <= shown;
        return (
          <label
            key={star}
            className="group relative cursor-pointer rounded-md p-0.5"
            onMouseEnter={() => setHover(star)}
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="peer sr-only"
              aria-label={plural(star, 'star')}
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-8 transition-colors peer-focus-visible:rounded-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                filled ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-muted-foreground/60',
                invalid && !filled && 'text-destructive/70',
              )}
              strokeWidth={1.5}
            />
          </label>
        );
      })}
      <span className="ml-2 text-sm text-muted-foreground tabular-nums" aria-hidden="true">
        {value ? `${value}/${max}` : 'Not rated'}
      </span>
    </div>
  );
}
