import { LoaderCircle } from 'lucide-react';
import { clsx } from 'clsx';

interface SpinnerProps {
  /** Its size (`size-4` unless given). Joined without tailwind-merge: every screen's first load shows one. */
  className?: string;
  /** Announced to screen readers; omit when the surrounding text already says what is loading. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <>
      <LoaderCircle aria-hidden="true" className={clsx('animate-spin', className ?? 'size-4')} />
      {label && <span className="sr-only">{label}</span>}
    </>
  );
}

/** A centred spinner for a screen or a section that is loading. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center text-primary">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
