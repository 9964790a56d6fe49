import { cn } from '@/lib/utils';

interface ProgressBarProps {
  /** Percent done, 0–100; null while it cannot be known (the bar then sweeps). */
  value: number | null;
  /** The accessible name: what is progressing. */
  label: string;
  className?: string;
}

export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const percent = value === null ? null : Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={percent === null ? undefined : 0}
      aria-valuemax={percent === null ? undefined : 100}
      aria-valuenow={percent ?? undefined}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      {percent === null ? (
        <div className="h-full w-2/5 animate-indeterminate rounded-full bg-primary motion-reduce:w-full motion-reduce:animate-pulse" />
      ) : (
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      )}
    </div>
  );
}
