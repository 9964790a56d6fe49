import { FileJson, SearchX } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError, StatusMessage } from '@/components/ui/status-message';
import { plural } from '@/lib/plural';
import { OPENAPI_DOCUMENT_URL, useOpenApiDocument } from '../api/get-openapi-document';
import type { OpenApiDocument } from '../api/openapi-document';
import { groupOperations, restOperationsOf } from '../api/rest-operations';
import { componentResolver } from '../api/schema-outline';
import { RestOperationItem } from './rest-operation-item';

function ReferenceSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid grid-cols-1 gap-2">
      <span className="sr-only">Loading the API reference…</span>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-11 rounded-xl" />
      ))}
    </div>
  );
}

function Operations({ document }: { document: OpenApiDocument }) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const searchId = useId();
  const operations = useMemo(() => restOperationsOf(document), [document]);
  const resolve = useMemo(() => componentResolver(document.components?.schemas), [document]);
  const groups = useMemo(() => groupOperations(operations, deferredQuery), [operations, deferredQuery]);
  const shown = groups.reduce((count, group) => count + group.operations.length, 0);

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium">
          Filter endpoints
        </label>
        <Input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="check-ins, POST, comments…"
          autoComplete="off"
          spellCheck={false}
        />
        <p aria-live="polite" className="text-xs text-muted-foreground">
          {deferredQuery.trim()
            ? `${shown} of ${plural(operations.length, 'endpoint')} ${shown === 1 ? 'matches' : 'match'}`
            : `${plural(operations.length, 'endpoint')} · ${document.info.title} ${document.info.version} · OpenAPI ${document.openapi}`}
        </p>
      </div>
      {groups.length === 0 ? (
        <StatusMessage
          icon={SearchX}
          title={`No endpoint matches “${deferredQuery.trim()}”`}
          action={
            <Button variant="outline" onClick={() => setQuery('')}>
              Clear the filter
            </Button>
          }
        >
          Try a resource (check-ins, users, search) or a method (GET, POST).
        </StatusMessage>
      ) : (
        groups.map((group) => (
          <section
            key={group.name}
            aria-labelledby={`rest-group-${group.name}`}
            className="grid grid-cols-1 gap-2"
          >
            <h3
              id={`rest-group-${group.name}`}
              className="font-mono text-sm font-semibold text-muted-foreground"
            >
              /api/{group.name}
            </h3>
            {group.operations.map((operation) => (
              <RestOperationItem key={operation.id} operation={operation} resolve={resolve} />
            ))}
          </section>
        ))
      )}
    </div>
  );
}

/** The REST reference, rendered from the OpenAPI document the gateway serves right now. */
export function RestReference() {
  const document = useOpenApiDocument();
  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm text-muted-foreground">
        Every endpoint of <code className="font-mono">/api</code>, from the live{' '}
        <a
          href={OPENAPI_DOCUMENT_URL}
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          <FileJson className="size-3.5" aria-hidden="true" />
          OpenAPI 3.1 document
        </a>{' '}
        (load it into your own tools to generate a client).
      </p>
      {document.isPending ? (
        <ReferenceSkeleton />
      ) : document.isError ? (
        <LoadError
          title="The API reference could not be loaded"
          error={document.error}
          onRetry={() => void document.refetch()}
          retrying={document.isFetching}
        />
      ) : (
        <Operations document={document.data} />
      )}
    </div>
  );
}
