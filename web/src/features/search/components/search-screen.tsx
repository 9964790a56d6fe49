import { SEARCH_QUERY_MAX, SEARCH_TYPES, type SearchType } from '@crema/contracts/search/search-terms';
import { Search, SearchX, Type, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StatusMessage } from '@/components/ui/status-message';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { plural } from '@/lib/plural';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';
import { isOneOf } from '@/lib/is-one-of';
import { cn } from '@/lib/utils';
import { isSearchable, searchText, useSearch, useSearchCounts } from '../api/search';
import { otherTabs, othersSentence, SEARCH_NOUNS } from './other-tabs-hint';
import { SearchResultList, type RenderUserAction } from './search-results';

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

export const SEARCH_TAB_LABELS: Record<SearchType, string> = {
  coffees: 'Coffees',
  roasters: 'Roasters',
  cafes: 'Cafés',
  users: 'Users',
};

const PLACEHOLDERS: Record<SearchType, string> = {
  coffees: 'Search coffees by name or roaster…',
  roasters: 'Search roasters…',
  cafes: 'Search cafés and places…',
  users: 'Search people by username…',
};

interface SearchScreenProps {
  /** The text searched for (kept in the URL by the route). */
  query: string;
  type: SearchType;
  onQueryChange: (query: string) => void;
  onTypeChange: (type: SearchType) => void;
  renderUserAction?: RenderUserAction;
}

/**
 * SPEC §2 Search: a box and the Coffees, Roasters, Cafés and Users tabs. Typing is debounced; the
 * previous results stay while the next ones load.
 */
export function SearchScreen({
  query,
  type,
  onQueryChange,
  onTypeChange,
  renderUserAction,
}: SearchScreenProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(query);
  // The query this box last sent (or was given): another one means the URL changed under us
  // (Back, a link), and the box follows it.
  const [sent, setSent] = useState(query);
  if (query !== sent) {
    setSent(query);
    setText(query);
  }
  const send = (next: string) => {
    setSent(next);
    onQueryChange(next);
  };
  const debounced = useDebouncedCallback(send, SEARCH_DEBOUNCE_MS);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    debounced.cancel();
    send(text);
  };

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-5 [&>*]:min-w-0">
      <h1 className="font-display text-3xl font-bold tracking-tight">Search</h1>
      <form role="search" onSubmit={onSubmit} className="relative">
        <label htmlFor={inputId} className="sr-only">
          Search {SEARCH_TAB_LABELS[type].toLowerCase()}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          value={text}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={PLACEHOLDERS[type]}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          className="h-12 px-9 text-base sm:text-base [&::-webkit-search-cancel-button]:appearance-none"
          onChange={(event) => {
            setText(event.target.value);
            debounced.run(event.target.value);
          }}
        />
        {text && (
          <Button
            variant="ghost"
            size="icon"
            className="absolute top-1/2 right-1 size-9 -translate-y-1/2 text-muted-foreground"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              debounced.cancel();
              send('');
              inputRef.current?.focus();
            }}
          >
            <X aria-hidden="true" />
          </Button>
        )}
      </form>
      <Tabs
        value={type}
        onValueChange={(next) => {
          if (isOneOf(SEARCH_TYPES, next)) onTypeChange(next);
        }}
      >
        <TabsList aria-label="What to search">
          {SEARCH_TYPES.map((value) => (
            <TabsTrigger key={value} value={value}>
              {SEARCH_TAB_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {SEARCH_TYPES.map((value) => (
          <TabsContent key={value} value={value}>
            <SearchPanel
              type={value}
              text={text}
              query={query}
              renderUserAction={renderUserAction}
              onTypeChange={onTypeChange}
            />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

interface SearchPanelProps {
  type: SearchType;
  /** What is in the box now. */
  text: string;
  /** What was last sent (debounced). */
  query: string;
  renderUserAction?: RenderUserAction;
  onTypeChange: (type: SearchType) => void;
}

function SearchPanel({ type, text, query, renderUserAction, onTypeChange }: SearchPanelProps) {
  const results = useSearch(type, query);
  const empty = results.data?.length === 0 && !results.isPlaceholderData;

  if (!isSearchable(text)) {
    return searchText(text).length === 0 ? (
      <StatusMessage icon={Search} title={`Search ${SEARCH_TAB_LABELS[type].toLowerCase()}`}>
        Type at least 3 characters to search. Spelling mistakes and accents are forgiven.
      </StatusMessage>
    ) : (
      <StatusMessage icon={Type} role="status" title="Type at least 3 characters to search" />
    );
  }
  if (results.isError && !results.data) {
    return (
      <LoadError
        title="Search failed."
        error={results.error}
        onRetry={() => void results.refetch()}
        retrying={results.isFetching}
      />
    );
  }
  // Typing, or the first answer on its way: placeholders until there are results to keep showing.
  if (!results.data) return <ResultsSkeleton />;
  if (empty) return <NoResults type={type} query={query} onTypeChange={onTypeChange} />;

  const stale = results.isPlaceholderData || searchText(text) !== searchText(query);
  return (
    <Card className="px-4 sm:px-5">
      <p role="status" className="flex items-center gap-2 pt-3 text-sm text-muted-foreground">
        {stale && results.isFetching ? (
          <>
            <Spinner />
            Searching…
          </>
        ) : (
          `${plural(results.data.length, 'result')} for “${searchText(query)}”`
        )}
      </p>
      <div aria-busy={stale} className={cn('transition-opacity', stale && 'opacity-60')}>
        <SearchResultList type={type} results={results.data} renderUserAction={renderUserAction} />
      </div>
    </Card>
  );
}

/**
 * SPEC's "No results found", and what the other tabs have for the same text (one request for all
 * of them, ADR 0020): "No people match “guji” — 12 coffees and 3 cafés do.", with a button each.
 */
function NoResults({
  type,
  query,
  onTypeChange,
}: {
  type: SearchType;
  query: string;
  onTypeChange: (type: SearchType) => void;
}) {
  const counts = useSearchCounts(query, true);
  const others = counts.data ? otherTabs(type, counts.data) : [];
  const what = SEARCH_NOUNS[type].many;
  return (
    <StatusMessage
      icon={SearchX}
      role="status"
      title="No results found"
      action={
        others.length > 0 && (
          <div className="flex flex-wrap justify-center gap-2">
            {others.map((other) => (
              <Button key={other.type} variant="outline" size="sm" onClick={() => onTypeChange(other.type)}>
                Show {other.label}
              </Button>
            ))}
          </div>
        )
      }
    >
      {others.length > 0 ? (
        <>
          No {what} match “{searchText(query)}” — {othersSentence(others)}.
        </>
      ) : (
        <>
          No {what} match “{searchText(query)}”. {counts.isPending ? '' : 'Try another spelling.'}
        </>
      )}
    </StatusMessage>
  );
}

function ResultsSkeleton() {
  return (
    <Card role="status" aria-live="polite" className="divide-y divide-border px-4 sm:px-5">
      <span className="sr-only">Searching…</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex items-center gap-4 py-3">
          <Skeleton className="size-16 rounded-xl" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-28" />
            <Skeleton className="h-3 w-24" />
          </div>
        </div>
      ))}
    </Card>
  );
}
