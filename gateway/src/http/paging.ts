import type { Page } from '@crema/contracts/common/page';
import type { FastifyReply } from 'fastify';

/**
 * `Link: </api/…?…&cursor=…>; rel="next"` for the page after this one (RFC 8288). The parameters
 * are the validated ones of this request, so the next page has the same feed, filter and size.
 */
export function nextLink(
  path: string,
  params: Readonly<Record<string, string | number | undefined>>,
  nextCursor: string,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && name !== 'cursor') search.set(name, String(value));
  }
  search.set('cursor', nextCursor);
  return `<${path}?${search.toString()}>; rel="next"`;
}

/** Sets the Link header of the next page (when there is one) and answers the plain list. */
export function pageReply<Item>(
  reply: FastifyReply,
  path: string,
  params: Readonly<Record<string, string | number | undefined>>,
  page: Page<Item>,
): Item[] {
  if (page.nextCursor !== null) void reply.header('link', nextLink(path, params, page.nextCursor));
  return page.items;
}
