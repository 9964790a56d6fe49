import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** The card around an admin list. On phones it falls away: each row is a card of its own there. */
export function ListCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Card className="grid gap-4 p-4 max-sm:border-0 max-sm:bg-transparent max-sm:p-0 max-sm:shadow-none sm:p-5">
      {title && <h3 className="font-display text-xl font-semibold tracking-tight">{title}</h3>}
      {children}
    </Card>
  );
}
