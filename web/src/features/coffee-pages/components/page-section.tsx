import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** A titled card of a coffee, roaster or café page. */
export function PageSection({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Card className="p-4 sm:p-6">
      <section aria-label={title}>
        <h2 className="mb-3 flex items-center gap-2 font-display text-lg font-semibold">
          {Icon && <Icon className="size-4.5" aria-hidden="true" />}
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** A titled list of cards (the recent check-ins): not framed itself, so cards do not nest. */
export function PageListSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-3">
      <h2 className="px-1 font-display text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
