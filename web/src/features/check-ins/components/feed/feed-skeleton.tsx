import { clsx } from 'clsx';
import { cardStyles } from '@/components/ui/card-styles';

/** A pulsing block. The landing shows these first, so without tailwind-merge: `rounded` is its own prop. */
function Bone({ className, rounded = 'rounded-lg' }: { className: string; rounded?: string }) {
  return <div aria-hidden="true" className={clsx('animate-pulse bg-muted', rounded, className)} />;
}

function CardSkeleton({ withPhoto }: { withPhoto: boolean }) {
  return (
    <div className={clsx(cardStyles.card, 'overflow-hidden')}>
      <div className="flex items-center gap-3 p-4">
        <Bone className="size-10" rounded="rounded-full" />
        <div className="grid flex-1 gap-2">
          <Bone className="h-4 w-32" />
          <Bone className="h-3 w-20" />
        </div>
      </div>
      {withPhoto && <Bone className="aspect-[4/3] w-full" rounded="rounded-none" />}
      <div className="grid gap-3 p-4">
        <Bone className="h-6 w-2/3" />
        <Bone className="h-4 w-1/3" />
        <div className="flex gap-2">
          <Bone className="h-6 w-20" rounded="rounded-full" />
          <Bone className="h-6 w-16" rounded="rounded-full" />
        </div>
      </div>
    </div>
  );
}

/** Card-shaped placeholders while a feed loads. */
export function FeedSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-4">
      <span className="sr-only">Loading check-ins…</span>
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} withPhoto={index % 2 === 0} />
      ))}
    </div>
  );
}
