import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Input } from '@/components/ui/input';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';

/** How long typing must pause before a list is searched. */
const SEARCH_DEBOUNCE_MS = 300;

interface ListSearchProps {
  label: string;
  placeholder: string;
  /** Called with the text once typing pauses, or at once on Enter. */
  onSearch: (text: string) => void;
  maxLength?: number;
}

/** The search box above an admin list. */
export function ListSearch({ label, placeholder, onSearch, maxLength = 100 }: ListSearchProps) {
  const id = useId();
  const [text, setText] = useState('');
  const debounced = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    debounced.cancel();
    onSearch(text);
  };
  return (
    <form role="search" onSubmit={onSubmit} className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        className="pl-9"
        onChange={(event) => {
          setText(event.target.value);
          debounced.run(event.target.value);
        }}
      />
    </form>
  );
}
