/**
 * The card's parts' classes, for the first screen's cards, which join them with their own classes
 * (none of the same property) without tailwind-merge; `Card` (card.tsx) merges overrides (ADR 0025).
 */
export const cardStyles = {
  card: 'rounded-2xl border border-border bg-card text-card-foreground shadow-sm',
  header: 'grid gap-1.5 p-6 pb-4',
  title: 'font-display text-2xl font-semibold tracking-tight',
  description: 'text-sm text-muted-foreground',
  content: 'p-6 pt-0',
  footer: 'flex items-center gap-3 p-6 pt-0',
} as const;
