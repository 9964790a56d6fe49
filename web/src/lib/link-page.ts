import type { z } from 'zod';
import { apiFetch } from './api-client';
import { nextLinkUrl } from './link-header';

/** One page of a paged list: the body is the items, the `Link: <…>; rel="next"` header the next page's URL. */
export interface LinkPage<Item> {
  items: Item[];
  /** The next page's URL, or null on the last page. */
  nextUrl: string | null;
}

/**
 * GETs one page of a list whose items `itemSchema` checks; the next page comes from the Link header.
 * The schema may still be loading (a contract imported lazily): the request does not wait for it.
 */
export async function fetchLinkPage<S extends z.ZodType>(
  url: string,
  itemSchema: S | Promise<S>,
): Promise<LinkPage<z.output<S>>> {
  // A schema still loading when the request fails is not awaited: its own failure is not the error.
  if (itemSchema instanceof Promise) void itemSchema.catch(() => undefined);
  const response = await apiFetch('GET', url);
  const items = (await itemSchema).array().parse(await response.json());
  return { items, nextUrl: nextLinkUrl(response.headers.get('Link')) };
}

/** The `getNextPageParam` of every Link-header list. */
export function nextPageParam(page: LinkPage<unknown>): string | undefined {
  return page.nextUrl ?? undefined;
}
