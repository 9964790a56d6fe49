import type { ReactNode } from 'react';

interface ChartFigureProps {
  title: string;
  /** One sentence for screen readers: what the chart shows. */
  summary: string;
  /** The same data as a table (headers, then rows). */
  table: { headers: readonly string[]; rows: readonly (readonly (string | number)[])[] };
  children: ReactNode;
}

/** A chart with its title, a spoken summary, and its data as a table behind "Show as table". */
export function ChartFigure({ title, summary, table, children }: ChartFigureProps) {
  return (
    <figure className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
      <figcaption className="font-semibold">{title}</figcaption>
      <div role="img" aria-label={summary}>
        {children}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer rounded text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          Show as table
        </summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              {table.headers.map((header) => (
                <th key={header} scope="col" className="py-1 pr-3 font-medium">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={String(row[0])} className="border-t border-border">
                {row.map((cell, index) => (
                  <td key={index} className="py-1 pr-3 tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
