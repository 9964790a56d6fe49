import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

function CardSkeleton({ withPhoto }: { withPhoto: boolean }) {
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-3 p-4">
        <Skeleton className="size-10 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-3 w-20" />
        </div>
      </div>
      {withPhoto && <Skeleton className="aspect-[4/3] w-full rounded-none" />}
      <div className="grid gap-3 p-4">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <div className="flex gap-2">
          <Skeleton className="h-6 w-20 rounded-full" />
          <Skeleton className="h-6 w-16 rounded-full" />
        </div>
      </div>
    </Card>
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
