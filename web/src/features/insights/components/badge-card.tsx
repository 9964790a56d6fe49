import type { Badge } from '@crema/contracts/insights/badges';
import { Check, Lock } from 'lucide-react';
import { cn } from '@/lib/utils';
import { BadgeIcon } from './badge-icon';
import { progressPercent } from './badge-text';

const earnedOn = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** One badge: medal, name, what it asks, Earned or Locked, and progress current/needed. */
export function BadgeCard({ badge, compact = false }: { badge: Badge; compact?: boolean }) {
  const percent = progressPercent(badge);
  return (
    <li
      className={cn(
        'flex gap-3 rounded-xl border border-border bg-card p-4 shadow-sm',
        !badge.earned && 'bg-card/60',
      )}
    >
      <BadgeIcon icon={badge.icon} category={badge.category} earned={badge.earned} />
      <div className="grid min-w-0 flex-1 content-start gap-1.5">
        <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
          <h3 className={cn('font-semibold leading-tight', !badge.earned && 'text-muted-foreground')}>
            {badge.name}
          </h3>
          <span
            className={cn(
              'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
              badge.earned
                ? 'bg-primary/10 text-primary dark:bg-primary/20'
                : 'bg-muted text-muted-foreground',
            )}
          >
            {badge.earned ? (
              <Check className="size-3" aria-hidden="true" />
            ) : (
              <Lock className="size-3" aria-hidden="true" />
            )}
            {badge.earned ? 'Earned' : 'Locked'}
          </span>
        </div>
        {!compact && <p className="text-sm text-muted-foreground">{badge.description}</p>}
        <div className="flex items-center gap-2">
          <div
            role="progressbar"
            aria-label={`${badge.name} progress`}
            aria-valuemin={0}
            aria-valuemax={badge.progress.needed}
            aria-valuenow={Math.min(badge.progress.current, badge.progress.needed)}
            aria-valuetext={`${badge.progress.current} of ${badge.progress.needed}`}
            className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
          >
            <div
              className={cn('h-full rounded-full', badge.earned ? 'bg-primary' : 'bg-primary/50')}
              style={{ width: `${percent}%` }}
            />
          </div>
          <span className="text-xs tabular-nums text-muted-foreground">
            {badge.progress.current}/{badge.progress.needed}
          </span>
        </div>
        {badge.earnedAt && (
          <p className="text-xs text-muted-foreground">
            Earned <time dateTime={badge.earnedAt}>{earnedOn.format(new Date(badge.earnedAt))}</time>
          </p>
        )}
      </div>
    </li>
  );
}

/** A responsive grid of badge cards. */
export function BadgeGrid({
  badges,
  label,
  compact,
}: {
  badges: readonly Badge[];
  label: string;
  compact?: boolean;
}) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {badges.map((badge) => (
        <BadgeCard key={badge.id} badge={badge} compact={compact} />
      ))}
    </ul>
  );
}
