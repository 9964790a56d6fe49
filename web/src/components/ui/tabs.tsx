import {
  createContext,
  use,
  useEffect,
  useId,
  useRef,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { clsx } from 'clsx';

/**
 * Tabs after the WAI-ARIA tabs pattern, always controlled: the selected tab is the one tab stop of
 * its list, arrow keys (and Home, End) move between tabs and select the one they reach, and only the
 * selected panel is rendered. Our own rather than Radix's: the feed's tabs are on a member's first
 * screen, and Radix's (with its roving-focus and collection helpers) weighed 6 KB of its JavaScript.
 */
interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  idOf: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = use(TabsContext);
  if (!context) throw new Error('Tabs parts must be inside <Tabs>');
  return context;
}

interface TabsProps {
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}

export function Tabs({ value, onValueChange, className, children }: TabsProps) {
  const baseId = useId();
  // The last tab asked for. A press brings mousedown, focus and click, and an arrow key pressed
  // before the parent has rendered the last choice (it may go through the URL) must still count:
  // comparing with `value` alone would drop it as a repeat of the old choice.
  const requested = useRef(value);
  useEffect(() => {
    requested.current = value;
  }, [value]);
  const context: TabsContextValue = {
    value,
    select: (next) => {
      if (next === requested.current) return;
      requested.current = next;
      onValueChange(next);
    },
    // Values are plain words (`check-ins`, `feed`): safe inside an id.
    idOf: (part, tabValue) => `${baseId}-${part}-${tabValue}`,
  };
  return (
    <TabsContext value={context}>
      <div className={className}>{children}</div>
    </TabsContext>
  );
}

/** Where an arrow key, Home or End moves focus among `count` tabs from `index`; undefined for other keys. */
function tabIndexAfterKey(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  // Alt+Left is the browser's Back, Shift+Home selects text: keys with a modifier are not ours.
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const current = tabs.findIndex((tab) => tab === document.activeElement);
  if (current === -1) return;
  const next = tabIndexAfterKey(event.key, current, tabs.length);
  if (next === undefined) return;
  event.preventDefault();
  // Focusing a tab selects it (TabsTrigger's onFocus).
  tabs[next]?.focus();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={clsx(
        'look:flex look:w-full look:items-center look:gap-1 look:overflow-x-auto look:rounded-xl look:bg-muted look:p-1 look:text-muted-foreground',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'value' | 'onClick' | 'onFocus' | 'onMouseDown'> & { value: string }) {
  const { value: selectedValue, select, idOf } = useTabs();
  const selected = value === selectedValue;
  return (
    <button
      type="button"
      role="tab"
      id={idOf('tab', value)}
      aria-selected={selected}
      aria-controls={idOf('panel', value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      className={clsx(
        'look:inline-flex look:flex-1 look:items-center look:justify-center look:gap-1.5 look:rounded-lg look:px-2.5 look:py-2 look:sm:px-3',
        'look:text-sm look:font-medium look:whitespace-nowrap look:transition-colors',
        'look:hover:text-foreground look:focus-visible:outline-none look:focus-visible:ring-2 look:focus-visible:ring-ring',
        'look:data-[state=active]:bg-card look:data-[state=active]:text-foreground look:data-[state=active]:shadow-sm look:[&_svg]:size-4',
        // In the dark the card is darker than the list: the active tab is raised with a lighter fill instead.
        'look:dark:data-[state=active]:bg-input',
        className,
      )}
      // Press selects at once (a click waits for the release); Enter and Space come as clicks. Any
      // other press (right button, Ctrl) must not focus the tab either: focus would select it.
      onMouseDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) select(value);
        else event.preventDefault();
      }}
      onClick={() => select(value)}
      onFocus={() => select(value)}
      {...props}
    />
  );
}

/**
 * A tab's panel, rendered only while its tab is selected. `heading` titles it for people who move
 * by headings (visually hidden: the tab already shows it), so what the panel lists (cards titled h3)
 * sits under an h2, not straight under the page's h1.
 */
export function TabsContent({
  value,
  className,
  heading,
  children,
  ...props
}: ComponentProps<'div'> & { value: string; heading?: string }) {
  const { value: selectedValue, idOf } = useTabs();
  if (value !== selectedValue) return null;
  return (
    <div
      role="tabpanel"
      id={idOf('panel', value)}
      aria-labelledby={idOf('tab', value)}
      data-state="active"
      tabIndex={0}
      className={clsx(
        'look:mt-4 look:rounded-xl look:focus-visible:outline-none look:focus-visible:ring-2 look:focus-visible:ring-ring',
        className,
      )}
      {...props}
    >
      {heading && <h2 className="sr-only">{heading}</h2>}
      {children}
    </div>
  );
}
