import { AlertTriangle, Braces, Keyboard, Smartphone } from 'lucide-react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import type { ExplorerOperation } from './graphiql-explorer';

// GraphiQL and Monaco are a few megabytes: their chunks load when someone opens the explorer, and
// only on this page, so no other screen pays for them.
const GraphiqlExplorer = lazy(() =>
  import('./graphiql-explorer').then((module) => ({ default: module.GraphiqlExplorer })),
);

interface GraphqlExplorerPanelProps {
  theme: 'light' | 'dark';
  signedIn: boolean;
  /** The operation to show, or null while the explorer is closed. */
  operation: ExplorerOperation | null;
  /** Changes when another example is opened, so GraphiQL starts again on it. */
  operationKey: number;
  onOpen: () => void;
}

/** GraphiQL's three panes need this much width; narrower, the response is a column a letter wide. */
const EXPLORER_MIN_WIDTH = '(min-width: 768px)';

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(EXPLORER_MIN_WIDTH);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough for the explorer, following rotation and resizing. */
function useWideEnoughForExplorer(): boolean {
  return useSyncExternalStore(subscribeToWidth, () => window.matchMedia(EXPLORER_MIN_WIDTH).matches);
}

function NeedsWiderScreen() {
  return (
    <StatusMessage icon={Smartphone} title="The explorer needs a wider screen">
      Turn your phone sideways or open this page on a computer. The examples above also run from any HTTP
      client as a POST to /graphql with your token.
    </StatusMessage>
  );
}

function Loading() {
  return (
    <div
      role="status"
      className="flex h-full items-center justify-center gap-2 text-sm text-muted-foreground"
    >
      <Spinner />
      Loading the explorer…
    </div>
  );
}

/** GraphiQL in a frame of the page: opened on request, as the signed-in person or as a guest. */
export function GraphqlExplorerPanel({
  theme,
  signedIn,
  operation,
  operationKey,
  onOpen,
}: GraphqlExplorerPanelProps) {
  const wideEnough = useWideEnoughForExplorer();
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {signedIn
          ? 'Operations run as you, with your session: mutations change your real data.'
          : 'You are not signed in: operations run as a guest and see what guests may see. Sign in to run them as yourself.'}{' '}
        The Docs panel browses the whole schema; a token pasted into Headers (
        <code>{'{"Authorization": "Bearer crema_pat_…"}'}</code>) runs them as the token instead.
      </p>
      {!wideEnough ? (
        <NeedsWiderScreen />
      ) : operation ? (
        <>
          <p className="flex items-start gap-2 text-xs text-muted-foreground">
            <Keyboard className="mt-px size-4 shrink-0" aria-hidden="true" />
            In the editors Tab indents; press Ctrl+M (⌃⇧M on a Mac) to let Tab move the focus instead.
            Ctrl+Enter runs the operation.
          </p>
          <div
            data-testid="graphql-explorer"
            className="h-[80dvh] min-h-[480px] overflow-hidden rounded-2xl border border-border bg-card shadow-sm md:h-[72dvh] md:min-h-[560px]"
          >
            <ErrorBoundary
              fallback={
                <StatusMessage
                  icon={AlertTriangle}
                  tone="error"
                  role="alert"
                  bare
                  title="The explorer could not be loaded"
                  action={
                    // A lazy import that failed stays failed: a reload fetches the chunks again.
                    <Button variant="outline" onClick={() => window.location.reload()}>
                      Reload the page
                    </Button>
                  }
                >
                  Check your connection and reload; the rest of this page works without it.
                </StatusMessage>
              }
            >
              <Suspense fallback={<Loading />}>
                <GraphiqlExplorer key={operationKey} theme={theme} operation={operation} />
              </Suspense>
            </ErrorBoundary>
          </div>
        </>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
            <Braces className="size-6" aria-hidden="true" />
          </span>
          <p className="max-w-md text-sm text-muted-foreground">
            GraphiQL, with completion, validation and the schema’s documentation. It loads when you open it.
          </p>
          <Button onClick={onOpen}>Open the explorer</Button>
        </div>
      )}
    </div>
  );
}
