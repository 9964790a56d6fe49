import type { CreatedAccessToken } from '@crema/contracts/identity/access-tokens';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** The new token's secret, shown this once: the server keeps only its hash. */
export function NewAccessTokenNotice({ token, onDone }: { token: CreatedAccessToken; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.token);
      setCopied(true);
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Select the token and copy it by hand.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div role="status" className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <p className="flex items-start gap-2 text-sm font-medium">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Copy your new token “{token.name}” now. You will not be able to see it again. Keep it secret: it acts
        as you.
      </p>
      <div className="flex items-center gap-2">
        <code
          data-testid="new-access-token"
          className="min-w-0 flex-1 break-all rounded-md border bg-card px-3 py-2 font-mono text-sm"
        >
          {token.token}
        </code>
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <div className="flex justify-end">
        <Button type="button" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
