import { paths } from '@/config/paths';

/** The query parameter of /auth naming where to go once signed in. */
export const NEXT_PARAM = 'next';

const ORIGIN = 'https://crema.invalid';

/** Browsers drop tabs and newlines from URLs and read a backslash as a slash (`/\evil.example`). */
function isUnsafeCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f || character === '\\';
}

/**
 * `next` when it is a path of this app (`/users/ana?tab=followers`), else null: only same-origin
 * relative paths are followed, so a link cannot send someone elsewhere after they sign in
 * (`//evil.example`, `/\evil.example`, `https://…`, `javascript:…` are all refused). The auth
 * screen itself is refused too, which would only loop.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null;
  if ([...next].some(isUnsafeCharacter)) return null;
  let url: URL;
  try {
    url = new URL(next, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || url.pathname === paths.auth) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The auth screen, coming back to `next` after login or registration (home needs no `next`).
 * `tab: 'register'` opens the Register tab.
 */
export function authPath({ next, tab }: { next?: string | null; tab?: 'register' } = {}): string {
  const params = new URLSearchParams();
  if (tab) params.set('tab', tab);
  const back = safeReturnPath(next);
  if (back && back !== paths.home) params.set(NEXT_PARAM, back);
  const search = params.toString();
  return search ? `${paths.auth}?${search}` : paths.auth;
}
