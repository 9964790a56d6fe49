// wapiti's backup module asks for `<page>~`, `<page>.bak`, `<page>.tar.gz`… and reports every 200.
// The gateway answers any unknown GET outside /api with the web app's index.html (the client-side
// router then shows its not-found page), so each of those is the app's page, not a file. Rather
// than trusting that in general, each reported URL is fetched again and explained only when its
// answer is that same index.html; anything else stays an open finding.

/** Categories whose findings are "this URL answered 200" guesses about files. */
const FILE_GUESSES = new Set(['Backup file']);

/** The page without its per-answer style nonce (gateway/src/web/spa-index.ts adds a fresh one each time). */
export function withoutNonce(html) {
  return html.replace(/<meta name="csp-nonce" content="[^"]*" \/>/, '');
}

/** Whether an answer is the web app's index.html, compared with the one an impossible path got. */
export function isSpaFallback(answer, reference) {
  return (
    answer.status === 200 &&
    /^text\/html/.test(answer.type) &&
    withoutNonce(answer.body) === withoutNonce(reference)
  );
}

async function fetchPage(url, cookie) {
  const response = await fetch(url, {
    headers: { cookie },
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

/** Explains the file guesses whose URL answers the app's index.html; the others are left as they are. */
export async function explainSpaFallbacks(findings, baseUrl, cookie) {
  const reference = (await fetchPage(`${baseUrl}/scan-no-such-page-${Date.now()}`, cookie)).body;
  const explained = [];
  for (const finding of findings) {
    if (finding.explained || !FILE_GUESSES.has(finding.category)) {
      explained.push(finding);
      continue;
    }
    const path = finding.where.replace(/^[A-Z]+ /, '');
    const answer = await fetchPage(`${baseUrl}${path}`, cookie);
    explained.push(
      isSpaFallback(answer, reference)
        ? {
            ...finding,
            explained:
              "fetched again: the answer is the web app's index.html, which the gateway serves for every unknown " +
              'page path (gateway/src/web/static-routes.ts), not a file',
          }
        : finding,
    );
  }
  return explained;
}
