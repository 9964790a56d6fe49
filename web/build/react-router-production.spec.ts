import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reactRouterProductionEntries } from './react-router-production';

describe('reactRouterProductionEntries', () => {
  it('names production files of the installed React Router, with its development warnings off', () => {
    const entries = reactRouterProductionEntries(join(__dirname, '..'));
    expect(Object.keys(entries).sort()).toEqual(['react-router', 'react-router/dom']);
    const index = entries['react-router'] ?? '';
    expect(index).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    // The flag lives in the chunk the index re-exports from.
    const chunks = [...readFileSync(index, 'utf8').matchAll(/from "\.\/(chunk-[\w]+\.mjs)"/g)].map(
      ([, chunk = '']) => readFileSync(join(index, '..', chunk), 'utf8'),
    );
    expect(chunks.join('\n')).toContain('var ENABLE_DEV_WARNINGS = false;');
  });
});
