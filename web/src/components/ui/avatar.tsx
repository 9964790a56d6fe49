import { clsx } from 'clsx';
import { useCallback, useState } from 'react';

interface AvatarProps {
  name: string;
  src?: string | null | undefined;
  className?: string;
}

/**
 * A round picture of a person, showing the first letter of their name until the picture has
 * loaded, and for good when it has none or it fails.
 */
export function Avatar({ name, src, className }: AvatarProps) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loaded = !!src && loadedSrc === src;
  // A picture already in the browser's cache is complete as it mounts: shown at once, with no
  // frame of the initial before it.
  const showIfComplete = useCallback(
    (image: HTMLImageElement | null) => {
      if (src && image?.complete && image.naturalWidth > 0) setLoadedSrc(src);
    },
    [src],
  );
  return (
    <span
      className={clsx(
        'look:relative look:inline-flex look:size-9 look:shrink-0 look:overflow-hidden look:rounded-full look:bg-secondary',
        className,
      )}
    >
      {src && (
        <img
          src={src}
          alt={name}
          ref={showIfComplete}
          className={clsx('size-full object-cover', !loaded && 'hidden')}
          onLoad={() => setLoadedSrc(src)}
        />
      )}
      {!loaded && (
        <span
          className="flex size-full items-center justify-center bg-primary font-semibold text-primary-foreground uppercase"
          aria-label={name}
        >
          {name.charAt(0)}
        </span>
      )}
    </span>
  );
}
