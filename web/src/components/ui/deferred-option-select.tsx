import { ChevronDown } from 'lucide-react';
import type { OptionSelect as OptionSelectComponent, OptionSelectProps } from './option-select';
import { selectTriggerClassName } from './select-styles';
import { useLoadedOnUse } from '@/lib/use-loaded-on-use';

const loadOptionSelect = () => import('./option-select').then((module) => module.OptionSelect);

/**
 * An OptionSelect whose code (Radix's select, Floating UI, scroll lock) loads when it is first
 * pressed: until then a button of the same look, role, name and value. Pressing it (click, Enter,
 * Space, ArrowDown or ArrowUp) loads the select, which replaces it open; hover or focus starts the
 * download early. For a screen's first load, where the select is seldom used (ADR 0025).
 */
export function DeferredOptionSelect<T extends string>(props: OptionSelectProps<T>) {
  const [Select, activate, warm] = useLoadedOnUse<typeof OptionSelectComponent>(loadOptionSelect);
  if (Select) return <Select {...props} defaultOpen />;
  return (
    <button
      type="button"
      role="combobox"
      id={props.id}
      aria-expanded={false}
      aria-autocomplete="none"
      className={selectTriggerClassName}
      onPointerEnter={warm}
      onFocus={warm}
      onClick={activate}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          activate();
        }
      }}
    >
      <span>{props.labels?.[props.value] ?? props.value}</span>
      <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
    </button>
  );
}
