import './monaco-workers';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import 'graphiql/style.css';
import type { ExecutionResult } from 'graphql';

export const GRAPHQL_URL = '/graphql';

/**
 * Runs operations as the page's own session: a same-origin POST carries the cookie, and the
 * browser's Origin header satisfies the gateway's check on mutations. A token pasted into the
 * Headers tab wins over the cookie, as it does for any client.
 */
const sessionFetcher: GraphiQLProps['fetcher'] = async (params, options) => {
  const response = await fetch(GRAPHQL_URL, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...options?.headers,
    },
    body: JSON.stringify(params),
  });
  // GraphQL errors (invalid query, a limit, a refused token) come as JSON with a 4xx status too.
  if (!(response.headers.get('content-type') ?? '').includes('json')) {
    throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  }
  return (await response.json()) as ExecutionResult;
};

function wideScreen(): boolean {
  return window.matchMedia('(min-width: 1024px)').matches;
}

export interface ExplorerOperation {
  query: string;
  variables?: string;
}

interface GraphiqlExplorerProps {
  /** The app's theme: GraphiQL follows it instead of offering its own switch. */
  theme: 'light' | 'dark';
  /** Opened in a tab (a new one unless the same operation has one already). */
  operation: ExplorerOperation;
}

/** GraphiQL on /graphql with the schema's doc explorer and history; its code loads with this module only. */
export function GraphiqlExplorer({ theme, operation }: GraphiqlExplorerProps) {
  return (
    <GraphiQL
      fetcher={sessionFetcher}
      initialQuery={operation.query}
      initialVariables={operation.variables}
      forcedTheme={theme}
      defaultEditorToolsVisibility={operation.variables ? 'variables' : false}
      // The schema's docs beside the editors where there is room; on a phone they would crowd the editors out.
      visiblePlugin={wideScreen() ? 'Documentation Explorer' : undefined}
    />
  );
}
