import { AlertTriangle, Award, SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { RetryButton, StatusMessage } from '@/components/ui/status-message';
import { useBadges } from '../api/get-badges';
import { BadgeGrid } from './badge-card';
import { filterBadges } from './badge-text';

function BadgesSkeleton() {
  return (
    <div role="status" className="grid gap-3 sm:grid-cols-2">
      <span className="sr-only">Loading badges…</span>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-28" />
      ))}
    </div>
  );
}

/** `/badges`: the badges earned, then the whole catalogue, searchable by name or description. */
export function BadgesScreen() {
  const badges = useBadges();
  const [text, setText] = useState('');
  const searchId = useId();

  if (badges.isPending) return <BadgesSkeleton />;
  if (badges.isError) {
    return (
      <StatusMessage
        icon={AlertTriangle}
        tone="error"
        role="alert"
        title="Failed to load badges"
        action={<RetryButton onRetry={() => void badges.refetch()} retrying={badges.isFetching} />}
      >
        Please try again later
      </StatusMessage>
    );
  }

  const shown = filterBadges(badges.data, text);
  const earned = shown
    .filter((badge) => badge.earned)
    .sort((a, b) => (b.earnedAt ?? '').localeCompare(a.earnedAt ?? ''));
  const earnedTotal = badges.data.filter((badge) => badge.earned).length;

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <label htmlFor={searchId} className="text-sm font-medium">
          Search badges
        </label>
        <Input
          id={searchId}
          type="search"
          placeholder="Name or description, e.g. espresso"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {earnedTotal} of {badges.data.length} earned
        </p>
      </div>

      <section aria-labelledby="your-badges" className="grid gap-3">
        <h2 id="your-badges" className="font-display text-xl font-semibold">
          Your Badges
        </h2>
        {earned.length > 0 ? (
          <BadgeGrid badges={earned} label="Your badges" />
        ) : (
          <StatusMessage
            icon={Award}
            role="status"
            title={text ? 'No earned badge matches.' : 'No badges yet.'}
          >
            {text ? 'Try another word.' : 'Check in your first coffee to earn First Sip.'}
          </StatusMessage>
        )}
      </section>

      <section aria-labelledby="all-badges" className="grid gap-3">
        <h2 id="all-badges" className="font-display text-xl font-semibold">
          All Badges
        </h2>
        {shown.length > 0 ? (
          <BadgeGrid badges={shown} label="All badges" />
        ) : (
          <StatusMessage icon={SearchX} role="status" title="No badges match your search.">
            Try a word from a badge&apos;s name or what it asks, like &ldquo;roaster&rdquo;.
          </StatusMessage>
        )}
      </section>
    </div>
  );
}
