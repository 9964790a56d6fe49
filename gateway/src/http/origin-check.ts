const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OriginCheckInput {
  method: string;
  /** The route changes state although its method is safe (a GET marked @ChangesState()). */
  changesState?: boolean;
  /**
   * The route's only credential is a token in its URL, never a cookie (the one-click unsubscribe,
   * @OneClickUnsubscribe()): a forged cross-site request has no session to ride on there.
   */
  authorizedByUrlToken?: boolean;
  /** The `Origin` request header, if sent. */
  origin: string | undefined;
  /** The `Sec-Fetch-Site` request header, if sent. */
  secFetchSite: string | undefined;
  /** The origin the request was addressed to (`protocol://host[:port]`). */
  requestOrigin: string | undefined;
  /** The public origin of the web app (APP_URL). */
  appOrigin: string;
  /**
   * The request carries `Authorization: Bearer`: it is then authenticated by that token alone,
   * never by a cookie, and a token is no ambient credential a foreign page could make a browser send.
   */
  bearer?: boolean;
}

function normalizeOrigin(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** What a browser says of a request our own pages made (`none`: typed in, or a bookmark). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * CSRF defence (ADR 0003): a state-changing request is refused when the browser says it comes
 * from another site, or when it names an Origin that is neither the app's nor the one it was sent
 * to. Requests without Origin (curl, server-to-server) pass; SameSite=Lax cookies cover the rest.
 * A state-changing GET must also come from our own origin by the browser's word: SameSite=Lax
 * sends the cookie on a top-level navigation, which carries no Origin, from a sibling site too.
 */
export function isForbiddenCrossOrigin(input: OriginCheckInput): boolean {
  if (input.authorizedByUrlToken || input.bearer) return false;
  const unsafeMethod = STATE_CHANGING_METHODS.has(input.method.toUpperCase());
  if (!unsafeMethod && !input.changesState) return false;
  const site = input.secFetchSite?.toLowerCase();
  if (site === 'cross-site') return true;
  if (!unsafeMethod && site !== undefined && !OWN_FETCH_SITES.has(site)) return true;
  if (input.origin === undefined) return false;
  const origin = normalizeOrigin(input.origin);
  if (!origin) return true;
  const allowed = [
    normalizeOrigin(input.appOrigin),
    input.requestOrigin && normalizeOrigin(input.requestOrigin),
  ];
  return !allowed.includes(origin);
}
