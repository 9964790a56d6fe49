/** The select trigger's classes, shared by the Radix select and its stand-in before it loads. */
export const selectTriggerClassName =
  'flex h-10 w-full items-center justify-between gap-2 rounded-lg border border-input bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50';
