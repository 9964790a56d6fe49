import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineScriptHashes, SpaIndexLoader } from './spa-index';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('SPA index', () => {
  it('hashes inline scripts only', () => {
    const html =
      '<script>one()</script><script type="module" src="/assets/a.js"></script><script type="x">\n two()\n</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('one()'), sha('\n two()\n')]);
  });

  it('loads the page with a CSP that allows its inline scripts, and nothing when unbuilt', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'crema-web-'));
    try {
      const loader = new SpaIndexLoader(join(dir, 'index.html'));
      expect(await loader.load()).toBeUndefined();
      await writeFile(join(dir, 'index.html'), '<html><script>theme()</script></html>');
      const index = await loader.load();
      expect(index?.html).toContain('theme()');
      expect(index?.csp).toContain(`script-src 'self' '${sha('theme()')}'`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
