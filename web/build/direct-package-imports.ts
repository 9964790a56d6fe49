import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** A package that re-exports names defined in its other modules. */
export interface Barrel {
  pkg: string;
  /** Each name it re-exports, as the statement that imports it from its own module under `local`. */
  directImports: Map<string, (local: string) => string>;
}

/** lucide-react's index: each icon (`Star`, `StarIcon`, `LucideStar`) is the default export of icons/<file>. */
export function lucideBarrel(indexSource: string): Barrel {
  const directImports = new Map<string, (local: string) => string>();
  for (const [, names = '', file = ''] of indexSource.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    for (const name of names.split(',')) {
      directImports.set(
        name.trim().replace(/^default as /, ''),
        (local) => `import ${local} from 'lucide-react/icons/${file}';`,
      );
    }
  }
  return { pkg: 'lucide-react', directImports };
}

/** radix-ui's index: each primitive (`Slot`, `Tabs`) is the namespace of its own @radix-ui/react-* package. */
export function radixBarrel(indexSource: string): Barrel {
  const directImports = new Map<string, (local: string) => string>();
  for (const [, name = '', pkg = ''] of indexSource.matchAll(
    /import \* as (\w+) from "(@radix-ui\/react-[\w-]+)"/g,
  )) {
    directImports.set(name, (local) => `import * as ${local} from '${pkg}';`);
  }
  return { pkg: 'radix-ui', directImports };
}

/** `import { A, B as C, type D } from 'package';` (not `import type { … }`, which the build drops). */
const namedImportFrom = (pkg: string) =>
  new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${pkg}['"];?`, 'g');

/**
 * `code` with each named import from a barrel replaced by imports of the modules that define the
 * names; names the barrel does not map, and type-only ones, stay imported from it. Lines keep their
 * numbers. Undefined when nothing changed.
 */
export function rewriteBarrelImports(code: string, barrels: Barrel[]): string | undefined {
  let rewritten = code;
  for (const { pkg, directImports } of barrels) {
    rewritten = rewritten.replace(namedImportFrom(pkg), (statement, list: string) => {
      const kept: string[] = [];
      const direct: string[] = [];
      for (const specifier of list
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
        const directImport = directImports.get(imported);
        if (directImport) direct.push(directImport(local));
        else kept.push(specifier);
      }
      if (direct.length === 0) return statement;
      const imports = kept.length > 0 ? [`import { ${kept.join(', ')} } from '${pkg}';`, ...direct] : direct;
      return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
    });
  }
  return rewritten === code ? undefined : rewritten;
}

/**
 * Rewrites the app's imports from lucide-react's and radix-ui's barrels into imports of the modules
 * that define each name (`import { Star } from 'lucide-react'` becomes
 * `import Star from 'lucide-react/icons/star'`). The bundle is the same; what changes is the module
 * graph the first-load chunks are computed from (first-load-chunks.ts, ADR 0035): through a barrel,
 * a screen seemed to import every icon and every Radix primitive any other screen uses, and would
 * have taken them into its chunk.
 */
export function directPackageImports(): Plugin {
  let barrels: Barrel[] = [];
  return {
    name: 'crema:direct-package-imports',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      const require = createRequire(join(config.root, 'package.json'));
      const index = (pkg: string, file: string) =>
        readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), file), 'utf8');
      barrels = [
        lucideBarrel(index('lucide-react', 'dist/esm/lucide-react.mjs')),
        radixBarrel(index('radix-ui', 'dist/index.mjs')),
      ];
    },
    buildStart() {
      // A release that changed either index's shape would otherwise turn this off without a word.
      const empty = barrels.find(({ directImports }) => directImports.size === 0);
      if (empty) this.error(`direct-package-imports: no name of ${empty.pkg}'s index was understood`);
    },
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id)) return null;
      const rewritten = rewriteBarrelImports(code, barrels);
      return rewritten === undefined ? null : { code: rewritten, map: null };
    },
  };
}
