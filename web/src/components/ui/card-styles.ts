/**
 * The card's parts' looks, for `Card` and its parts (card.tsx) and for a first screen that draws a
 * card without them (the route error). `look:` classes: a class joined after them wins (ADR 0040).
 */
export const cardStyles = {
  card: 'look:rounded-2xl look:border look:border-border look:bg-card look:text-card-foreground look:shadow-sm',
  header: 'look:grid look:gap-1.5 look:p-6 look:pb-4',
  title: 'look:font-display look:text-2xl look:font-semibold look:tracking-tight',
  description: 'look:text-sm look:text-muted-foreground',
  content: 'look:p-6 look:pt-0',
  footer: 'look:flex look:items-center look:gap-3 look:p-6 look:pt-0',
} as const;
