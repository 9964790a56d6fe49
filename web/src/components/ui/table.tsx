import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { RowsSkeleton } from './skeleton';

/*
 * A data table that turns into stacked cards on phones: each row a card, each cell a line with
 * its column's name in front. The explicit roles keep the table's semantics for assistive
 * technology when CSS changes how its parts display.
 */

export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="sm:overflow-x-auto">
      <table role="table" className={cn('w-full text-sm max-sm:block', className)} {...props} />
    </div>
  );
}

/** The column headings: read out on phones too, where the cards show each name in its line instead. */
export function TableHeader({ children }: { children: ReactNode }) {
  return (
    <thead role="rowgroup" className="max-sm:sr-only">
      <tr role="row" className="border-b border-border">
        {children}
      </tr>
    </thead>
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      role="columnheader"
      scope="col"
      className={cn(
        'px-3 py-2 text-left text-xs font-medium whitespace-nowrap text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody role="rowgroup" className={cn('max-sm:grid max-sm:gap-3', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      role="row"
      className={cn(
        'border-border sm:border-b sm:last:border-b-0',
        'max-sm:grid max-sm:gap-2 max-sm:rounded-xl max-sm:border max-sm:bg-card max-sm:p-4',
        className,
      )}
      {...props}
    />
  );
}

type TableCellProps = ComponentProps<'td'> & {
  /** The column's name, shown in front of the value on phones (omit for a card's title or its actions). */
  label?: string;
};

export function TableCell({ label, className, children, ...props }: TableCellProps) {
  return (
    <td
      role="cell"
      className={cn(
        'px-3 py-3 align-middle max-sm:p-0',
        label && 'max-sm:grid max-sm:grid-cols-[6.5rem_minmax(0,1fr)] max-sm:items-baseline max-sm:gap-2',
        className,
      )}
      {...props}
    >
      {label ? (
        <>
          <span aria-hidden="true" className="text-xs font-medium text-muted-foreground sm:hidden">
            {label}
          </span>
          <div className="min-w-0">{children}</div>
        </>
      ) : (
        children
      )}
    </td>
  );
}

/** Row-shaped placeholders while a table loads. */
export function TableSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <RowsSkeleton
      label={label}
      rows={rows}
      className="grid gap-3 py-2"
      avatarClassName="size-9"
      lineClassNames={['w-2/5', 'w-1/4']}
      actionClassName="hidden w-24 sm:block"
    />
  );
}
