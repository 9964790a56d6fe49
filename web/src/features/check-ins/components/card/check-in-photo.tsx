import { Expand } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useOpenedOnce } from '@/lib/use-opened-once';

// The viewer (a Radix dialog with its focus trap and scroll lock) loads when a photo is first opened.
const ImageViewer = lazy(async () => ({
  default: (await import('@/components/ui/image-viewer')).ImageViewer,
}));

interface CheckInPhotoProps {
  /** The small picture shown in place, and the full one the viewer opens. */
  thumbnail: string;
  photo: string;
  alt: string;
  /**
   * The page's first picture, likely its largest paint: fetched at once and ahead of other images,
   * where a lazy image would wait for layout first.
   */
  priority?: boolean;
}

/** The card's photo (fixed aspect) with a View button opening the full-screen viewer. */
export function CheckInPhoto({ thumbnail, photo, alt, priority = false }: CheckInPhotoProps) {
  const [open, setOpen] = useState(false);
  const viewerLoaded = useOpenedOnce(open);
  const viewButtonRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden bg-muted">
      <img
        src={thumbnail}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className="size-full cursor-zoom-in object-cover"
        onClick={() => setOpen(true)}
      />
      <button
        ref={viewButtonRef}
        type="button"
        onClick={() => setOpen(true)}
        className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-black/60 px-3 py-1.5 text-xs font-medium text-white backdrop-blur-sm hover:bg-black/75 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
        aria-label={`View photo of ${alt}`}
      >
        <Expand className="size-3.5" aria-hidden="true" />
        View
      </button>
      {viewerLoaded && (
        <Suspense>
          <ImageViewer
            open={open}
            onOpenChange={setOpen}
            src={photo}
            alt={alt}
            returnFocusRef={viewButtonRef}
          />
        </Suspense>
      )}
    </div>
  );
}
