import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** Radix Select cannot hold '' as an item value; this one stands for "no choice". */
const NONE = '__none__';

interface ChoiceSelectProps {
  id: string;
  options: readonly string[];
  /** '' when nothing is chosen (the placeholder shows). */
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Label of an item that clears the choice; omitted for required fields. */
  noneLabel?: string;
  invalid?: boolean;
  describedBy?: string | undefined;
}

/** A select over an option list of SPEC §3 that may start empty. */
export function ChoiceSelect({ id, options, value, onChange, placeholder, noneLabel, invalid, describedBy }: ChoiceSelectProps) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next === NONE ? '' : next)}>
      <SelectTrigger
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="aria-invalid:border-destructive data-[placeholder]:text-muted-foreground"
      >
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {noneLabel && <SelectItem value={NONE}>{noneLabel}</SelectItem>}
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
