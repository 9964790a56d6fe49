import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ts from 'typescript';
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

/**
 * `code` (a module of the app, `fileName` for its syntax) with each import of a value from a barrel
 * replaced by imports of the modules that define the names. Type-only imports and specifiers stay
 * (the build drops them); lines keep their numbers. Undefined when nothing changed. Throws on a
 * value the barrel does not map, or a default or namespace import of it: left on the barrel, it
 * would quietly bring back the whole package's graph.
 */
export function rewriteBarrelImports(
  code: string,
  barrels: Barrel[],
  fileName = 'module.tsx',
): string | undefined {
  if (!barrels.some(({ pkg }) => code.includes(pkg))) return undefined;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, scriptKind(fileName));
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const barrel = barrels.find(({ pkg }) => pkg === (statement.moduleSpecifier as ts.StringLiteral).text);
    const clause = statement.importClause;
    if (!barrel || !clause || clause.isTypeOnly) continue;
    const named = clause.namedBindings;
    if (clause.name || (named && !ts.isNamedImports(named))) {
      throw new Error(`${fileName}: import the names of ${barrel.pkg} by name, not its default or namespace`);
    }
    const kept: string[] = [];
    const direct: string[] = [];
    for (const specifier of named?.elements ?? []) {
      const imported = (specifier.propertyName ?? specifier.name).text;
      const local = specifier.name.text;
      if (specifier.isTypeOnly) {
        kept.push(specifier.getText(source));
        continue;
      }
      const directImport = barrel.directImports.get(imported);
      if (!directImport)
        throw new Error(`${fileName}: ${barrel.pkg} has no module of its own for ${imported}`);
      direct.push(directImport(local));
    }
    if (direct.length === 0) continue;
    const start = statement.getStart(source);
    const original = code.slice(start, statement.end);
    const imports =
      kept.length > 0 ? [`import { ${kept.join(', ')} } from '${barrel.pkg}';`, ...direct] : direct;
    // As many lines as the statement had: the lines after it keep their numbers.
    edits.push({
      start,
      end: statement.end,
      text: imports.join(' ') + '\n'.repeat(original.split('\n').length - 1),
    });
  }
  if (edits.length === 0) return undefined;
  return edits.reduceRight(
    (text, { start, end, text: replacement }) => text.slice(0, start) + replacement + text.slice(end),
    code,
  );
}

function scriptKind(fileName: string): ts.ScriptKind {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX;
  return fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
}

/** The barrels this plugin rewrites, read from the packages installed where `root` resolves them. */
export function installedBarrels(root: string): Barrel[] {
  const require = createRequire(join(root, 'package.json'));
  const index = (pkg: string, file: string) =>
    readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), file), 'utf8');
  return [
    lucideBarrel(index('lucide-react', 'dist/esm/lucide-react.mjs')),
    radixBarrel(index('radix-ui', 'dist/index.mjs')),
  ];
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
      barrels = installedBarrels(config.root);
    },
    buildStart() {
      // A release that changed either index's shape would otherwise turn this off without a word.
      const empty = barrels.find(({ directImports }) => directImports.size === 0);
      if (empty) this.error(`direct-package-imports: no name of ${empty.pkg}'s index was understood`);
    },
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id)) return null;
      const rewritten = rewriteBarrelImports(code, barrels, id);
      return rewritten === undefined ? null : { code: rewritten, map: null };
    },
  };
}
