import { cn } from '@/lib/utils';
import { barPercent, donutSlices } from './chart-math';

export interface BarDatum {
  label: string;
  value: number;
  /** Shown at the end of the bar (defaults to the value). */
  display?: string;
}

/** Horizontal bars, one row per datum, scaled to the largest. */
export function HorizontalBars({ data }: { data: readonly BarDatum[] }) {
  const max = Math.max(0, ...data.map((datum) => datum.value));
  return (
    <ul className="grid gap-2.5" aria-hidden="true">
      {data.map((datum) => (
        <li key={datum.label} className="grid grid-cols-[7rem_1fr_auto] items-center gap-3 text-sm">
          <span className="truncate">{datum.label}</span>
          <span className="h-3 overflow-hidden rounded-full bg-muted">
            <span
              className="block h-full rounded-full bg-primary"
              style={{ width: `${barPercent(datum.value, max)}%` }}
            />
          </span>
          <span className="w-12 text-right tabular-nums text-muted-foreground">
            {datum.display ?? datum.value}
          </span>
        </li>
      ))}
    </ul>
  );
}

interface VerticalBarsProps {
  data: readonly BarDatum[];
  className?: string;
  /** Label only every n-th bar, for series too long to label each one (24 hours, 30 days). */
  labelEvery?: number;
}

/**
 * Vertical bars with a label under each (months, ranges); a bar with no value stays a hairline.
 * Past 16 bars they sit closer and drop the values over them (the table has them).
 */
export function VerticalBars({ data, className, labelEvery = 1 }: VerticalBarsProps) {
  const max = Math.max(0, ...data.map((datum) => datum.value));
  const dense = data.length > 16;
  return (
    <div className={cn('flex h-40 items-end', dense ? 'gap-px' : 'gap-1.5', className)} aria-hidden="true">
      {data.map((datum, index) => (
        <div
          key={`${index}-${datum.label}`}
          className="flex h-full min-w-0 flex-1 flex-col items-center gap-1"
        >
          {/* The bar's own area: its height is a share of this, whatever the labels take. */}
          <div className="flex w-full flex-1 items-end justify-center pt-4">
            <span
              className={cn('relative w-full max-w-8 bg-primary', dense ? 'rounded-t-sm' : 'rounded-t-md')}
              style={{
                height: `${Math.max(barPercent(datum.value, max), 1.5)}%`,
                opacity: datum.value > 0 ? 1 : 0.25,
              }}
            >
              {!dense && datum.value > 0 && (
                <span className="absolute bottom-full left-1/2 mb-0.5 -translate-x-1/2 text-[0.65rem] tabular-nums text-muted-foreground">
                  {datum.display ?? datum.value}
                </span>
              )}
            </span>
          </div>
          <span className="h-4 w-full overflow-visible text-center text-[0.6rem] whitespace-nowrap text-muted-foreground sm:text-[0.7rem]">
            {index % labelEvery === 0 ? datum.label : ''}
          </span>
        </div>
      ))}
    </div>
  );
}

export interface DonutDatum {
  label: string;
  value: number;
  color: string;
}

/** A donut of the data in their own colours, with a legend. */
export function Donut({ data }: { data: readonly DonutDatum[] }) {
  const slices = donutSlices(data.map((datum) => datum.value));
  const total = data.reduce((sum, datum) => sum + datum.value, 0);
  return (
    <div className="flex flex-wrap items-center gap-6" aria-hidden="true">
      {/* r = 100 / 2π: the circumference is 100, so dash lengths are percentages. */}
      <svg viewBox="0 0 42 42" className="size-40 -rotate-90">
        <circle cx="21" cy="21" r="15.915" fill="none" strokeWidth="6" className="stroke-muted" />
        {slices.map((slice, index) => (
          <circle
            key={data[index]!.label}
            cx="21"
            cy="21"
            r="15.915"
            fill="none"
            strokeWidth="6"
            stroke={data[index]!.color}
            strokeDasharray={`${slice.length} ${100 - slice.length}`}
            strokeDashoffset={-slice.start}
          />
        ))}
      </svg>
      <ul className="grid min-w-48 flex-1 grid-cols-1 gap-x-4 gap-y-1.5 text-sm min-[480px]:grid-cols-2">
        {data.map((datum) => (
          <li key={datum.label} className="flex items-center gap-2">
            <span className="size-3 shrink-0 rounded-full" style={{ backgroundColor: datum.color }} />
            <span className="truncate">{datum.label}</span>
            <span className="ml-auto tabular-nums text-muted-foreground">
              {Math.round((datum.value / total) * 100)}%
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
