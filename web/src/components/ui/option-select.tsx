import { isOneOf } from '@/lib/is-one-of';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export interface OptionSelectProps<T extends string> {
  id: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** Display text of an option; the option itself when omitted. */
  labels?: Record<T, string>;
  /** Open when drawn (deferred-option-select.tsx: its stand-in was pressed while this loaded). */
  defaultOpen?: boolean;
}

/** A select over a fixed list of string options that only ever reports one of them. */
export function OptionSelect<T extends string>({
  id,
  options,
  value,
  onChange,
  labels,
  defaultOpen,
}: OptionSelectProps<T>) {
  return (
    <Select
      defaultOpen={defaultOpen}
      value={value}
      onValueChange={(next) => {
        if (isOneOf(options, next)) onChange(next);
      }}
    >
      <SelectTrigger id={id}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {labels?.[option] ?? option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
