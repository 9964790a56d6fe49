import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'flex w-full items-center gap-1 overflow-x-auto rounded-xl bg-muted p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex flex-1 items-center justify-center gap-1.5 rounded-lg px-2.5 py-2 sm:px-3 text-sm font-medium whitespace-nowrap transition-colors',
        'hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4',
        // In the dark the card is darker than the list: the active tab is raised with a lighter fill instead.
        'dark:data-[state=active]:bg-input',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A tab's panel. `heading` titles it for people who move by headings (visually hidden: the tab
 * already shows it), so what the panel lists (cards titled h3) sits under an h2, not straight
 * under the page's h1.
 */
export function TabsContent({
  className,
  heading,
  children,
  ...props
}: ComponentProps<typeof TabsPrimitive.Content> & { heading?: string }) {
  return (
    <TabsPrimitive.Content
      className={cn(
        'mt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-xl',
        className,
      )}
      {...props}
    >
      {heading && <h2 className="sr-only">{heading}</h2>}
      {children}
    </TabsPrimitive.Content>
  );
}
