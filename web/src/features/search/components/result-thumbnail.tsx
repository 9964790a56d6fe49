import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';

/**
 * A square picture of a result, or an icon on a tinted tile when there is none (or it fails). A
 * photo fills the tile; a logo (`fit="contain"`) is shown whole, since cropping would cut its lettering.
 */
export function ResultThumbnail({
  src,
  icon: Icon,
  fit = 'cover',
  className,
}: {
  src: string | null;
  icon: LucideIcon;
  fit?: 'cover' | 'contain';
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <span
      className={cn(
        'flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-secondary text-primary',
        className,
      )}
    >
      {src && !failed ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          className={cn('size-full', fit === 'cover' ? 'object-cover' : 'object-contain p-1.5')}
          onError={() => setFailed(true)}
        />
      ) : (
        <Icon className="size-7" aria-hidden="true" />
      )}
    </span>
  );
}
