import type { Badge } from '@crema/contracts/insights/badges';

/** Badges whose name or description contains the text, ignoring case and accents. */
export function filterBadges(badges: readonly Badge[], text: string): Badge[] {
  const needle = fold(text.trim());
  if (!needle) return [...badges];
  return badges.filter(
    (badge) => fold(badge.name).includes(needle) || fold(badge.description).includes(needle),
  );
}

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** 0–100: how far along the badge is. */
export function progressPercent(badge: Pick<Badge, 'progress'>): number {
  const { current, needed } = badge.progress;
  return Math.round((Math.min(current, needed) / needed) * 100);
}
