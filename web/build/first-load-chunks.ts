import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

/** Modules that `root` imports statically, directly or not: what the browser fetches before it runs. */
function staticImportsOf(root: string, ctx: ChunkingContext): Set<string> {
  const rootInfo = ctx.getModuleInfo(root);
  // A renamed screen would otherwise leave its chunk empty without a word.
  if (!rootInfo) throw new Error(`first-load-chunks: ${root} is not in the build`);
  const closure = new Set<string>();
  const pending = [...rootInfo.importedIds];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (closure.has(id)) continue;
    closure.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return closure;
}

/** A screen's chunk name: its file's name (`src/app/routes/home-feed.tsx` → `home-feed`). */
const screenName = (path: string) => path.replace(/^.*[\\/]|\.tsx?$/g, '');

/** Where the first load starts, and the screens it renders first. Module paths are absolute. */
export interface FirstLoad {
  /** The app's entry module. */
  entry: string;
  /** The screens of `/`, one of which every load of it renders (the landing or the feed). */
  homeScreens: string[];
  /** Every first screen: the home screens and what they load at once (the landing's recent activity). */
  screens: string[];
}

/**
 * A `codeSplitting` group (ADR 0035) that puts what the app's entry imports, and what every screen
 * of `/` imports, in one chunk, `app`; and what the first screens import besides in one chunk per
 * set of first screens that import it (the feed's alone, the landing's alone, the feed's and the
 * recent activity's). Left to the import graph, these modules became one small chunk per set of
 * importers across every screen: 57 files for a member's `/`, and on HTTP/1.1's six connections
 * per host each half-dozen cost a phone a round trip.
 *
 * Each of these chunks holds what its importers share and imports only chunks shared more widely,
 * so a module's dependencies are where they belong already (`includeDependenciesRecursively: false`)
 * and no two chunks import each other.
 */
export function firstLoadChunks({ entry, homeScreens, screens }: FirstLoad) {
  let computed: { ctx: ChunkingContext; chunks: Map<string, string> } | undefined;
  const assign = (ctx: ChunkingContext) => {
    const chunks = new Map<string, string>();
    const [firstHomeScreen = new Set<string>(), ...otherHomeScreens] = homeScreens.map((screen) =>
      staticImportsOf(screen, ctx),
    );
    const inApp = new Set([
      ...staticImportsOf(entry, ctx),
      ...[...firstHomeScreen].filter((id) => otherHomeScreens.every((imports) => imports.has(id))),
    ]);
    inApp.forEach((id) => chunks.set(id, 'app'));
    const screensOf = new Map<string, string[]>();
    for (const screen of screens) {
      for (const id of staticImportsOf(screen, ctx)) {
        if (!inApp.has(id)) screensOf.set(id, [...(screensOf.get(id) ?? []), screenName(screen)]);
      }
    }
    screensOf.forEach((names, id) => chunks.set(id, names.join('-and-')));
    return chunks;
  };
  return {
    name: (id: string, ctx: ChunkingContext): string | null => {
      if (computed?.ctx !== ctx) computed = { ctx, chunks: assign(ctx) };
      return computed.chunks.get(id) ?? null;
    },
    includeDependenciesRecursively: false,
  };
}
