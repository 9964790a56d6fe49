import { ChevronRight } from 'lucide-react';
import type { OperationAccess, RestOperation } from '../api/rest-operations';
import { outlineSchema, type RefResolver } from '../api/schema-outline';
import { MethodBadge } from './method-badge';
import { SchemaView } from './schema-view';

const ACCESS_LABELS: Record<OperationAccess, { label: string; className: string }> = {
  public: { label: 'Public', className: 'bg-secondary text-secondary-foreground' },
  'session-or-token': { label: 'Session or token', className: 'bg-muted text-muted-foreground' },
  'session-only': { label: 'Session only', className: 'bg-destructive/10 text-destructive' },
};

function Heading({ children }: { children: string }) {
  return <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{children}</h4>;
}

function Parameters({ operation, resolve }: { operation: RestOperation; resolve: RefResolver }) {
  return (
    <section className="grid grid-cols-1 gap-2">
      <Heading>Parameters</Heading>
      <ul className="grid grid-cols-1 gap-2">
        {operation.parameters.map((parameter) => {
          const outline = outlineSchema(parameter.schema ?? {}, resolve);
          return (
            <li
              key={`${parameter.in} ${parameter.name}`}
              className="flex flex-wrap items-baseline gap-x-2 gap-y-1"
            >
              <code className="font-mono text-[13px] font-medium">{parameter.name}</code>
              <span className="text-[11px] text-muted-foreground">in {parameter.in}</span>
              <code className="font-mono text-xs break-all text-primary">{outline.type}</code>
              {parameter.required && (
                <span className="text-[11px] font-medium text-destructive">required</span>
              )}
              {outline.notes.map((note) => (
                <span key={note} className="rounded bg-muted px-1.5 py-px text-[11px] text-muted-foreground">
                  {note}
                </span>
              ))}
              {(parameter.description ?? outline.description) && (
                <p className="basis-full text-xs text-muted-foreground">
                  {parameter.description ?? outline.description}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * One endpoint, folded to its method, path and summary; unfolded, its access, parameters, request
 * body and answers. A native <details>: Enter and Space open it, and the browser's find reaches inside.
 */
export function RestOperationItem({
  operation,
  resolve,
}: {
  operation: RestOperation;
  resolve: RefResolver;
}) {
  const access = ACCESS_LABELS[operation.access];
  return (
    <details className="group/operation rounded-xl border border-border bg-card open:shadow-sm">
      <summary className="flex cursor-pointer list-none items-center gap-3 rounded-xl px-3 py-2.5 hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        <MethodBadge method={operation.method} />
        <span className="grid min-w-0 flex-1 gap-0.5 sm:flex sm:items-baseline sm:gap-3">
          <code className="font-mono text-[13px] font-medium break-all">{operation.path}</code>
          <span className="truncate text-sm text-muted-foreground">{operation.summary}</span>
        </span>
        <ChevronRight
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground transition-transform group-open/operation:rotate-90"
        />
      </summary>
      <div className="grid grid-cols-1 gap-4 border-t border-border px-3 py-4 sm:px-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${access.className}`}>
            {access.label}
          </span>
          {operation.description && <p className="text-sm text-muted-foreground">{operation.description}</p>}
        </div>
        {operation.parameters.length > 0 && <Parameters operation={operation} resolve={resolve} />}
        {operation.requestBody && (
          <section className="grid grid-cols-1 gap-2">
            <Heading>Request body</Heading>
            <p className="text-xs text-muted-foreground">
              <code className="font-mono">{operation.requestBody.contentType}</code>
              {operation.requestBody.required ? ', required' : ', optional'}
            </p>
            {operation.requestBody.schema && (
              <SchemaView outline={outlineSchema(operation.requestBody.schema, resolve)} />
            )}
          </section>
        )}
        <section className="grid grid-cols-1 gap-2">
          <Heading>Responses</Heading>
          {operation.successes.map((response) => (
            <div key={response.status} className="grid grid-cols-1 gap-2">
              <p className="flex flex-wrap items-baseline gap-2 text-sm">
                <span className="rounded-md bg-emerald-100 px-1.5 py-0.5 font-mono text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
                  {response.status}
                </span>
                <span>{response.description}</span>
                {response.contentType && (
                  <code className="font-mono text-xs text-muted-foreground">{response.contentType}</code>
                )}
              </p>
              {response.schema && <SchemaView outline={outlineSchema(response.schema, resolve)} />}
            </div>
          ))}
          {operation.errors.length > 0 && (
            <div className="grid grid-cols-1 gap-1.5">
              <p className="text-xs text-muted-foreground">
                Errors answer <code className="font-mono">application/problem+json</code> (RFC 9457):
              </p>
              <ul className="flex flex-wrap gap-1.5">
                {operation.errors.map((response) => (
                  <li key={response.status} className="rounded-md bg-muted px-2 py-0.5 text-xs">
                    <span className="font-mono font-semibold">{response.status}</span>{' '}
                    <span className="text-muted-foreground">{response.description}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      </div>
    </details>
  );
}
