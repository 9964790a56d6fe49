import { Skeleton } from '@/components/ui/skeleton';

/** Row-shaped placeholders while a list of people loads. */
export function PeopleSkeleton({ count = 4, label = 'Loading people…' }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" className="divide-y divide-border">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex items-center gap-3 py-3">
          <Skeleton className="size-11 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-24" />
          </div>
          <Skeleton className="h-9 w-28" />
        </div>
      ))}
    </div>
  );
}
