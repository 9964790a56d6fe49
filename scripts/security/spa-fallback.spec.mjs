import { describe, expect, it } from '@jest/globals';
import { isSpaFallback, withoutNonce } from './spa-fallback.mjs';

const page = (nonce) =>
  `<!doctype html><html><head>\n    <meta name="csp-nonce" content="${nonce}" />\n<title>Crema</title></head><body><div id="root"></div></body></html>`;

describe('isSpaFallback', () => {
  it("recognises the app's index.html whatever its nonce", () => {
    expect(withoutNonce(page('a+b/c=='))).toBe(withoutNonce(page('zzz')));
    expect(
      isSpaFallback({ status: 200, type: 'text/html; charset=utf-8', body: page('n1') }, page('n2')),
    ).toBe(true);
  });

  it('does not explain away a real file, another page or an error', () => {
    expect(isSpaFallback({ status: 200, type: 'application/gzip', body: page('n1') }, page('n2'))).toBe(
      false,
    );
    expect(
      isSpaFallback({ status: 200, type: 'text/html', body: '<html>backup listing</html>' }, page('n2')),
    ).toBe(false);
    expect(isSpaFallback({ status: 404, type: 'text/html', body: page('n1') }, page('n2'))).toBe(false);
  });
});
