import type { HttpMethod } from '../api/rest-operations';
import { cn } from '@/lib/utils';

// The usual colours of API references, readable on the light and the dark card.
const METHOD_COLOURS: Record<HttpMethod, string> = {
  get: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  post: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  put: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  patch: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300',
  delete: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-300',
};

export function MethodBadge({ method, className }: { method: HttpMethod; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex w-16 shrink-0 justify-center rounded-md px-1.5 py-0.5 font-mono text-xs font-semibold uppercase',
        METHOD_COLOURS[method],
        className,
      )}
    >
      {method}
    </span>
  );
}
