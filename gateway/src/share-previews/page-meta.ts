import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import type { UserProfileView } from '@crema/contracts/social/rest';

/**
 * What a link preview (Open Graph, Twitter card) says of a page: built from what an anonymous
 * viewer may see, escaped when rendered, injected into the SPA's index.html (ADR 0020).
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the picture. */
  image: string;
  imageAlt: string;
  /** Absolute canonical URL of the page. */
  url: string;
  type: 'article' | 'profile' | 'website';
}

export const NOT_FOUND_TITLE = 'Coffee Not Found';
const SITE_NAME = 'Crema';
const DESCRIPTION_MAX = 200;
/** The generic picture (a card rendered by the gateway): for pages with nothing personal to show. */
export const GENERIC_CARD_PATH = '/og/crema-card.png';

export function sharedCheckInCardPath(id: number): string {
  return `/shared/${id}/card.png`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an HTML element or a quoted attribute (and an SVG/XML one). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** One line, at most `max` characters (cut at a word where it can be, with an ellipsis). */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function absolute(appUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, appUrl).toString();
}

export function stars(rating: number): string {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}

/** "maya checked in Ethiopia Guji by Onyx": rating, tasting notes and the note as the description. */
export function checkInMeta(card: CheckInCard, appUrl: string): PageMeta {
  const parts = [`${stars(card.rating)} ${card.rating}/5`];
  if (card.tastingNotes.length > 0) parts.push(`Tasting notes: ${card.tastingNotes.join(', ')}`);
  if (card.brewMethod) parts.push(card.brewMethod);
  if (card.location) parts.push(card.location);
  const description = [parts.join(' · '), card.notes ? `“${card.notes}”` : ''].filter(Boolean).join(' — ');
  return {
    title: clip(`${card.username} checked in ${card.coffeeName} by ${card.roaster}`, 120),
    description: clip(description, DESCRIPTION_MAX),
    image: absolute(appUrl, card.photo ?? sharedCheckInCardPath(card.id)),
    imageAlt: card.photo
      ? `Photo of ${card.coffeeName} by ${card.roaster}`
      : `${card.coffeeName} by ${card.roaster}, rated ${card.rating} out of 5`,
    url: absolute(appUrl, `/shared/${card.id}`),
    type: 'article',
  };
}

/** A profile the viewer may see shows its counts and bio; one they may not shows its name only. */
export function profileMeta(profile: UserProfileView, appUrl: string): PageMeta {
  const url = absolute(appUrl, `/users/${encodeURIComponent(profile.username)}`);
  const title = `${profile.username} on Crema`;
  if (!profile.canView) {
    return {
      title,
      description: 'This profile is private. Join Crema to keep a journal of the coffees you drink.',
      image: absolute(appUrl, GENERIC_CARD_PATH),
      imageAlt: 'Crema, a social coffee journal',
      url,
      type: 'profile',
    };
  }
  const counts = [
    profile.checkInsCount === null ? null : plural(profile.checkInsCount, 'check-in'),
    profile.followersCount === null ? null : plural(profile.followersCount, 'follower'),
  ].filter((part): part is string => part !== null);
  const description = [counts.join(' · '), profile.bio ?? ''].filter(Boolean).join(' — ');
  return {
    title,
    description: clip(description || `${profile.username}'s coffee journal on Crema.`, DESCRIPTION_MAX),
    image: absolute(appUrl, profile.avatarUrl ?? GENERIC_CARD_PATH),
    imageAlt: profile.avatarUrl ? `${profile.username}'s avatar` : 'Crema, a social coffee journal',
    url,
    type: 'profile',
  };
}

/** Missing, deleted, hidden or private: the same generic preview, nothing of the person or coffee. */
export function notFoundMeta(appUrl: string, path: string): PageMeta {
  return {
    title: NOT_FOUND_TITLE,
    description: 'This coffee could not be found. It may have been removed, or it is not shared publicly.',
    image: absolute(appUrl, GENERIC_CARD_PATH),
    imageAlt: 'Crema, a social coffee journal',
    url: absolute(appUrl, path),
    type: 'website',
  };
}

function plural(count: number, word: string): string {
  return `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;
}

/** The tags, every value escaped. */
export function renderMetaTags(meta: PageMeta): string {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    property('og:site_name', SITE_NAME),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:image', meta.image),
    property('og:image:alt', meta.imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', meta.image),
    named('twitter:image:alt', meta.imageAlt),
  ].join('\n    ');
}

/** The page with the tags just before `</head>`; the rest of it (and so its CSP hashes) unchanged. */
export function injectMeta(html: string, meta: PageMeta): string {
  const at = html.search(/<\/head>/i);
  if (at < 0) return html;
  return `${html.slice(0, at)}  ${renderMetaTags(meta)}\n  ${html.slice(at)}`;
}
