import type { AccessTokenSummary } from '@crema/contracts/identity/access-tokens';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/status-message';
import { Skeleton } from '@/components/ui/skeleton';
import { fullDate, relativeDate, shortDate } from '@/lib/format-date';
import { useAccessTokens } from '../api/get-access-tokens';
import { useRevokeAccessToken } from '../api/revoke-access-token';

function expiryText(expiresAt: string | null): string {
  if (!expiresAt) return 'Never expires';
  return `${Date.parse(expiresAt) <= Date.now() ? 'Expired' : 'Expires'} ${shortDate(expiresAt)}`;
}

export function AccessTokenList() {
  const tokens = useAccessTokens();
  const revoke = useRevokeAccessToken();
  const [revoking, setRevoking] = useState<AccessTokenSummary | null>(null);

  if (tokens.isPending) return <Skeleton className="h-16 w-full" />;
  if (tokens.isError) {
    return (
      <LoadError
        bare
        title="Could not load your tokens"
        error={tokens.error}
        onRetry={() => void tokens.refetch()}
        retrying={tokens.isFetching}
      />
    );
  }
  if (tokens.data.length === 0) {
    return <p className="text-sm text-muted-foreground">You have no access tokens.</p>;
  }
  return (
    <>
      <ul className="grid gap-3" aria-label="Access tokens">
        {tokens.data.map((token) => (
          <li key={token.id} className="flex items-start justify-between gap-3 rounded-lg border p-3">
            <div className="grid min-w-0 gap-1 text-sm">
              <p className="font-medium break-words">{token.name}</p>
              <p className="text-muted-foreground">
                <code className="font-mono">{token.prefix}…</code> · {token.scopes.join(', ')}
              </p>
              <p className="text-muted-foreground">
                <span title={fullDate(token.createdAt)}>Created {shortDate(token.createdAt)}</span> ·{' '}
                {token.lastUsedAt ? (
                  <span title={fullDate(token.lastUsedAt)}>Last used {relativeDate(token.lastUsedAt)}</span>
                ) : (
                  'Never used'
                )}{' '}
                · {expiryText(token.expiresAt)}
              </p>
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={`Revoke ${token.name}`}
              onClick={() => setRevoking(token)}
            >
              <Trash2 aria-hidden="true" />
              Revoke
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        description="Apps and scripts using this token lose access at once. This cannot be undone."
        confirmLabel="Revoke token"
        pending={revoke.isPending}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) });
        }}
      />
    </>
  );
}
