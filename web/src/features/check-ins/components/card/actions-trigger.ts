/**
 * The look and name of a card's ⋯ button, shared by the menu's own trigger and the stand-in drawn
 * until the menu has loaded (deferred-menus.tsx), so the swap changes nothing a reader sees or hears.
 */
export const actionsTriggerProps = {
  variant: 'ghost',
  size: 'icon',
  className: 'size-9 text-muted-foreground',
  'aria-label': 'Check-in actions',
} as const;
