import { Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { GRAPHQL_EXAMPLES, type GraphqlExample } from '../api/graphql-examples';
import { CodeBlock } from './code-block';
import type { ExplorerOperation } from './graphiql-explorer';
import { GraphqlExplorerPanel } from './graphql-explorer-panel';

// ADR 0022: refused with HTTP 400 before any service is asked.
const LIMITS: readonly { limit: string; value: string }[] = [
  { limit: 'Depth of the selection', value: '10 levels' },
  { limit: 'Aliases', value: '15' },
  { limit: 'Directives', value: '20' },
  { limit: 'Tokens of the document', value: '2,000' },
  { limit: 'Cost (each field 1, a list’s selection once per item `first` allows)', value: '10,000' },
  { limit: 'Items of a page (`first`)', value: '1–50, default 20' },
];

function ExampleCard({
  example,
  onOpen,
}: {
  example: GraphqlExample;
  onOpen: (example: GraphqlExample) => void;
}) {
  return (
    <li className="grid min-w-0 content-start gap-2 rounded-2xl border border-border bg-card p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-1">
          <h4 className="font-semibold">{example.title}</h4>
          <p className="text-sm text-muted-foreground">{example.description}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onOpen(example)}
          aria-label={`Open “${example.title}” in the explorer`}
        >
          <Play aria-hidden="true" />
          Try it
        </Button>
      </div>
      <CodeBlock code={example.query} label={`the query “${example.title}”`} />
      {example.variables && (
        <CodeBlock code={example.variables} label={`the variables of “${example.title}”`} />
      )}
    </li>
  );
}

interface GraphqlSectionProps {
  origin: string;
  theme: 'light' | 'dark';
  signedIn: boolean;
}

/** The graph: how to call it, its limits, examples, and the explorer they open in. */
export function GraphqlSection({ origin, theme, signedIn }: GraphqlSectionProps) {
  const [operation, setOperation] = useState<ExplorerOperation | null>(null);
  const [operationKey, setOperationKey] = useState(0);
  const explorerHeading = useRef<HTMLHeadingElement>(null);

  const open = (next: ExplorerOperation) => {
    setOperation(next);
    setOperationKey((key) => key + 1);
    // Where the explorer is: focus follows, so a keyboard or a screen reader continues there.
    requestAnimationFrame(() => {
      explorerHeading.current?.focus({ preventScroll: true });
      explorerHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
  };
  const [firstExample] = GRAPHQL_EXAMPLES;

  const curl = `curl ${origin}/graphql \\
  -H "Authorization: Bearer crema_pat_…" \\
  -H "Content-Type: application/json" \\
  -d '{"query": "{ me { username } }"}'`;

  return (
    <>
      <section id="graphql" aria-labelledby="graphql-heading" className="grid grid-cols-1 scroll-mt-20 gap-5">
        <h2 id="graphql-heading" className="font-display text-2xl font-semibold tracking-tight">
          GraphQL
        </h2>
        <div className="grid gap-3 text-sm">
          <p>
            One query for what takes several REST calls: a person, their check-ins, each one’s comments and
            their authors. <code>POST /graphql</code> with a JSON body{' '}
            <code>{'{ query, variables, operationName }'}</code> (queries also over GET). It takes the same
            session or token as <code>/api</code> and answers under the same privacy rules. Any valid token
            may query; a mutation needs the <code>write</code> scope.
          </p>
          <CodeBlock code={curl} label="the GraphQL curl request" />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="grid content-start gap-2">
            <h3 className="font-semibold">Limits</h3>
            <p className="text-sm text-muted-foreground">
              A document over a limit is refused with HTTP 400 before any service is asked.
            </p>
            <table className="w-full text-sm">
              <tbody className="divide-y divide-border">
                {LIMITS.map((row) => (
                  <tr key={row.limit}>
                    <th scope="row" className="py-1.5 pr-3 text-left font-normal text-muted-foreground">
                      {row.limit}
                    </th>
                    <td className="py-1.5 text-right font-mono text-xs whitespace-nowrap">{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="grid content-start gap-2 text-sm">
            <h3 className="font-semibold">Lists, errors and persisted queries</h3>
            <p className="text-muted-foreground">
              Lists are connections: <code>nodes</code> (or <code>edges {'{ node }'}</code>) and{' '}
              <code>pageInfo {'{ hasNextPage endCursor }'}</code>; pass <code>endCursor</code> as{' '}
              <code>after</code> for the next page.
            </p>
            <p className="text-muted-foreground">
              Errors carry <code>extensions.code</code> (<code>FORBIDDEN</code>, <code>NOT_FOUND</code>,{' '}
              <code>BAD_USER_INPUT</code>…) and the REST <code>status</code>.
            </p>
            <p className="text-muted-foreground">
              Automatic persisted queries: send <code>extensions.persistedQuery</code> with{' '}
              <code>version: 1</code> and the <code>sha256Hash</code> of the query; on{' '}
              <code>PERSISTED_QUERY_NOT_FOUND</code> send the query along once, and the hash alone works for a
              day. Batched requests are not accepted.
            </p>
          </div>
        </div>
        <div className="grid gap-3">
          <h3 className="font-semibold">Examples</h3>
          <ul className="grid gap-3 lg:grid-cols-2">
            {GRAPHQL_EXAMPLES.map((example) => (
              <ExampleCard key={example.id} example={example} onOpen={open} />
            ))}
          </ul>
        </div>
      </section>
      <section
        id="explorer"
        aria-labelledby="explorer-heading"
        className="grid grid-cols-1 scroll-mt-20 gap-3"
      >
        <h2
          id="explorer-heading"
          ref={explorerHeading}
          tabIndex={-1}
          className="font-display text-2xl font-semibold tracking-tight outline-none"
        >
          Explorer
        </h2>
        <GraphqlExplorerPanel
          theme={theme}
          signedIn={signedIn}
          operation={operation}
          operationKey={operationKey}
          onOpen={() => firstExample && open(firstExample)}
        />
      </section>
    </>
  );
}
