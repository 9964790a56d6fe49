import { useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';
import { Input } from './input';

export interface ComboboxOption {
  /** Unique among the options. */
  key: string;
  /** What the input takes when the option is chosen. */
  value: string;
  /** The option's main line. */
  label: string;
  /** A second, quieter line (where it comes from). */
  detail?: string;
}

type InputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'onSelect' | 'role'>;

interface ComboboxProps<Option extends ComboboxOption> extends InputProps {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly Option[];
  onOptionSelect: (option: Option) => void;
  /** Names the list for screen readers ("Coffee suggestions"). */
  listLabel: string;
}

/**
 * A text input with a list of suggestions (WAI-ARIA combobox, list autocomplete): typing opens the
 * list, ArrowDown/ArrowUp move the active option (aria-activedescendant; focus stays in the
 * input), Enter chooses it, Escape closes the list. The text stays free: a suggestion is a help.
 */
export function Combobox<Option extends ComboboxOption>({
  id,
  value,
  onValueChange,
  options,
  onOptionSelect,
  listLabel,
  className,
  onKeyDown,
  onBlur,
  ...inputProps
}: ComboboxProps<Option>) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (option: Option) => {
    onOptionSelect(option);
    setOpen(false);
    setActive(-1);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((current) =>
        expanded ? (current + step + options.length) % options.length : step > 0 ? 0 : options.length - 1,
      );
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    }
  };

  // Escape closes an open list only; a second Escape reaches the dialog. A dialog listens on the
  // document in the capture phase, before the input: the window's capture phase comes first, and a
  // handled (defaultPrevented) Escape is one the dialog leaves alone.
  useEffect(() => {
    if (!expanded) return;
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== inputRef.current) return;
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    };
    window.addEventListener('keydown', closeOnEscape, { capture: true });
    return () => window.removeEventListener('keydown', closeOnEscape, { capture: true });
  }, [expanded]);

  return (
    <div className="relative">
      <Input
        {...inputProps}
        ref={inputRef}
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={keyDown}
        onBlur={(event) => {
          onBlur?.(event);
          setOpen(false);
          setActive(-1);
        }}
        className={className}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1.5 max-h-72 overflow-y-auto rounded-xl border border-border bg-card p-1 text-card-foreground shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            onMouseMove={() => setActive(index)}
            className={cn(
              // As the select's items: the active option is highlighted like a hovered one.
              'cursor-pointer rounded-lg px-3 py-2 text-sm',
              index === active && 'bg-muted',
            )}
          >
            <span className="block truncate font-medium">{option.label}</span>
            {option.detail && <span className="block truncate text-xs text-muted-foreground">{option.detail}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
