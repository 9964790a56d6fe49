import type { SuggestionSource } from '@crema/contracts/checkins/suggestions';
import { useState, type ComponentProps } from 'react';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';
import { useCoffeeSuggestions, useRoasterSuggestions } from '../../api/suggest';

/** Typing pauses this long before suggestions are asked for. */
const SUGGEST_DEBOUNCE_MS = 250;

const SOURCE_LABELS: Record<SuggestionSource, string> = {
  catalogue: 'From the catalogue',
  history: 'You had it',
  community: 'From the community',
};

/**
 * The text typed, debounced (what suggestions are asked for), and the combobox's change handler
 * that passes each keystroke on at once and to the debounce.
 */
function useSuggestText(value: string, onChange: (value: string) => void) {
  const [debounced, setDebounced] = useState(value);
  const update = useDebouncedCallback(setDebounced, SUGGEST_DEBOUNCE_MS);
  const onValueChange = (next: string) => {
    onChange(next);
    update.run(next);
  };
  return { debounced, onValueChange };
}

type FieldProps = Omit<
  ComponentProps<typeof Combobox>,
  'value' | 'onValueChange' | 'options' | 'onOptionSelect' | 'listLabel'
> & { value: string; onChange: (value: string) => void };

interface CoffeeOption extends ComboboxOption {
  roaster: string;
}

/** The coffee name with suggestions; choosing one fills the roaster too (one coffee, one spelling). */
export function CoffeeNameCombobox({
  roaster,
  onPick,
  value,
  onChange,
  ...props
}: FieldProps & { roaster: string; onPick: (coffeeName: string, roaster: string) => void }) {
  const text = useSuggestText(value, onChange);
  const suggestions = useCoffeeSuggestions(text.debounced, roaster);
  const options: CoffeeOption[] = (suggestions.data ?? []).map((suggestion) => ({
    key: `${suggestion.coffeeName}\u0000${suggestion.roaster}`,
    value: suggestion.coffeeName,
    label: suggestion.coffeeName,
    detail: `${suggestion.roaster} · ${SOURCE_LABELS[suggestion.source]}`,
    roaster: suggestion.roaster,
  }));
  return (
    <Combobox
      {...props}
      value={value}
      onValueChange={text.onValueChange}
      options={options}
      listLabel="Suggestions"
      onOptionSelect={(option) => onPick(option.value, option.roaster)}
    />
  );
}

/** The roaster with suggestions, the catalogue's spelling first. */
export function RoasterCombobox({ value, onChange, ...props }: FieldProps) {
  const text = useSuggestText(value, onChange);
  const suggestions = useRoasterSuggestions(text.debounced);
  const options: ComboboxOption[] = (suggestions.data ?? []).map((suggestion) => ({
    key: suggestion.roaster,
    value: suggestion.roaster,
    label: suggestion.roaster,
    detail: SOURCE_LABELS[suggestion.source],
  }));
  return (
    <Combobox
      {...props}
      value={value}
      onValueChange={text.onValueChange}
      options={options}
      listLabel="Suggestions"
      onOptionSelect={(option) => onChange(option.value)}
    />
  );
}
