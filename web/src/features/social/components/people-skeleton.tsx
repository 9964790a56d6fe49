import { RowsSkeleton } from '@/components/ui/skeleton';

/** Row-shaped placeholders while a list of people loads. */
export function PeopleSkeleton({ count = 4, label = 'Loading people…' }: { count?: number; label?: string }) {
  return (
    <RowsSkeleton
      label={label}
      rows={count}
      className="divide-y divide-border"
      rowClassName="py-3"
      avatarClassName="size-11"
      lineClassNames={['w-32', 'w-24']}
      actionClassName="w-28"
    />
  );
}
