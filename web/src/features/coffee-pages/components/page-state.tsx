import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button-styles';
import { PageSpinner } from '@/components/ui/spinner';
import { LoadError, StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';

/** A page's loading, not-found (404, or a bad id) and error states; `children` renders the data. */
export function PageState<Data>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<Data>;
  /** "coffee", "roaster", "café". */
  what: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <PageSpinner label={`Loading ${what}`} />;
  if (query.isError) {
    const missing =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return missing ? (
      <StatusMessage
        icon={SearchX}
        title={`This ${what} isn’t here`}
        role="status"
        action={
          <Link to={paths.search} className={buttonClassName('outline')}>
            Back to search
          </Link>
        }
      >
        Nobody you can see has checked it in, or the link is wrong.
      </StatusMessage>
    ) : (
      <LoadError
        title={`We couldn't load this ${what}.`}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <>{children(query.data)}</>;
}
