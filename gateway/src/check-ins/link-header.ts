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
