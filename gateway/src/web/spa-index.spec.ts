import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineScriptHashes, SpaIndexLoader, spaPage } from './spa-index';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('SPA index', () => {
  it('hashes inline scripts only', () => {
    const html =
      '<script>one()</script><script type="module" src="/assets/a.js"></script><script type="x">\n two()\n</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('one()'), sha('\n two()\n')]);
  });

  it('answers each request with a fresh style nonce, in the page and in its CSP; no inline style otherwise', () => {
    const index = { html: '<html><head><title>Crema</title></head></html>', scriptHashes: [sha('theme()')] };
    const first = spaPage(index, '/');
    const second = spaPage(index, '/');
    const nonce = /<meta name="csp-nonce" content="([^"]+)" \/>/.exec(first.html)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.csp).toContain(`style-src 'self' 'nonce-${nonce}';`);
    expect(first.csp).toContain(`script-src 'self' '${sha('theme()')}'`);
    expect(first.csp).not.toContain('unsafe-inline');
    expect(second.csp).not.toBe(first.csp);
  });

  it("allows any inline style on the API explorer's page only (its editor adds styles without a nonce)", () => {
    const index = { html: '<html><head></head></html>', scriptHashes: [] };
    expect(spaPage(index, '/developers').csp).toContain("style-src 'self' 'unsafe-inline';");
    expect(spaPage(index, '/developers').html).not.toContain('csp-nonce');
    expect(spaPage(index, '/developers-x').csp).not.toContain('unsafe-inline');
  });

  it('tells the web app that traces are exported only when they are', () => {
    const index = { html: '<html><head></head></html>', scriptHashes: [] };
    const tracingMeta = '<meta name="crema-tracing" content="on" />';
    for (const path of ['/', '/login', '/developers']) {
      expect(spaPage(index, path, { tracing: true }).html).toContain(tracingMeta);
      expect(spaPage(index, path).html).not.toContain('crema-tracing');
    }
  });

  it("serves the visitor's prerendered / only on / and without a session cookie", () => {
    const index = {
      html: '<html><head></head><body><!--visitor-shell--><div id="visitor-shell"><h1>Hi</h1></div><!--/visitor-shell--><div id="root"></div></body></html>',
      scriptHashes: [],
    };
    expect(spaPage(index, '/').html).toContain('<div id="visitor-shell"><h1>Hi</h1></div>');
    for (const page of [
      spaPage(index, '/', { hasSessionCookie: true }),
      spaPage(index, '/search'),
      spaPage(index, '/developers'),
    ]) {
      expect(page.html).not.toContain('visitor-shell');
      expect(page.html).toContain('<body><div id="root"></div></body>');
    }
  });

  it('loads the page with the hashes of its inline scripts, and nothing when unbuilt', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'crema-web-'));
    try {
      const loader = new SpaIndexLoader(join(dir, 'index.html'));
      expect(await loader.load()).toBeUndefined();
      await writeFile(join(dir, 'index.html'), '<html><script>theme()</script></html>');
      const index = await loader.load();
      expect(index?.html).toContain('theme()');
      expect(index?.scriptHashes).toEqual([sha('theme()')]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
