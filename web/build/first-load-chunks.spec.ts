import type { Rolldown } from 'vite';
import { firstLoadChunks } from './first-load-chunks';

/** A module graph of static imports, as Rolldown's chunking context reports it. */
function graph(imports: Record<string, string[]>): Rolldown.ChunkingContext {
  return {
    getModuleInfo: (id: string) =>
      id in imports ? ({ id, importedIds: imports[id] } as unknown as Rolldown.ModuleInfo) : null,
  };
}

const app = graph({
  '/main.tsx': ['/router.tsx', '/react.js'],
  '/router.tsx': ['/paths.ts'],
  '/paths.ts': [],
  '/react.js': [],
  '/landing.tsx': ['/hero.tsx', '/button.tsx', '/paths.ts'],
  '/hero.tsx': [],
  '/feed.tsx': ['/cards.tsx', '/button.tsx', '/tabs.tsx'],
  '/recent.tsx': ['/cards.tsx'],
  '/cards.tsx': ['/zod.js', '/button.tsx'],
  '/zod.js': [],
  '/tabs.tsx': [],
  '/button.tsx': [],
  '/settings.tsx': ['/form.tsx', '/cards.tsx'],
  '/form.tsx': [],
});

describe('firstLoadChunks', () => {
  const { name, includeDependenciesRecursively } = firstLoadChunks({
    entry: '/main.tsx',
    homeScreens: ['/landing.tsx', '/feed.tsx'],
    screens: ['/landing.tsx', '/feed.tsx', '/recent.tsx'],
  });
  const chunkOf = (id: string) => name(id, app);

  it("puts the entry's imports, and what both home screens import, in `app`", () => {
    expect(['/router.tsx', '/paths.ts', '/react.js', '/button.tsx'].map(chunkOf)).toEqual([
      'app',
      'app',
      'app',
      'app',
    ]);
  });

  it('puts the rest of each first screen in a chunk named after the screens that import it', () => {
    expect(chunkOf('/hero.tsx')).toBe('landing');
    expect(chunkOf('/tabs.tsx')).toBe('feed');
    expect(chunkOf('/cards.tsx')).toBe('feed-and-recent');
    expect(chunkOf('/zod.js')).toBe('feed-and-recent');
  });

  it('leaves the screens themselves and everything else to the import graph, and pulls in no dependency', () => {
    for (const id of ['/main.tsx', '/landing.tsx', '/feed.tsx', '/settings.tsx', '/form.tsx']) {
      expect(chunkOf(id)).toBeNull();
    }
    expect(includeDependenciesRecursively).toBe(false);
  });

  it('refuses a first screen that is not in the build', () => {
    const { name: misnamed } = firstLoadChunks({
      entry: '/main.tsx',
      homeScreens: [],
      screens: ['/renamed.tsx'],
    });
    expect(() => misnamed('/router.tsx', app)).toThrow('/renamed.tsx is not in the build');
  });
});
