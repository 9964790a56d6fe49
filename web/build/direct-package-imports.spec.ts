import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { lucideBarrel, radixBarrel, rewriteBarrelImports } from './direct-package-imports';

const lucide = lucideBarrel(
  [
    "export { default as MapPin, default as MapPinIcon, default as LucideMapPin } from './icons/map-pin.mjs';",
    "export { default as Star, default as StarIcon, default as LucideStar } from './icons/star.mjs';",
    "export { LucideProvider, useLucideContext } from './context.mjs';",
  ].join('\n'),
);
const radix = radixBarrel(
  [
    'import * as Slot from "@radix-ui/react-slot";',
    'import * as Tabs from "@radix-ui/react-tabs";',
    'export { Slot, Tabs };',
  ].join('\n'),
);

describe('rewriteBarrelImports', () => {
  it("imports each icon and primitive from its own module, under the importer's name", () => {
    expect(
      rewriteBarrelImports(
        'import { MapPin, StarIcon as Rated } from \'lucide-react\';\nimport { Slot } from "radix-ui";\nuse(MapPin, Rated, Slot);',
        [lucide, radix],
      ),
    ).toBe(
      "import MapPin from 'lucide-react/icons/map-pin'; import Rated from 'lucide-react/icons/star';\n" +
        "import * as Slot from '@radix-ui/react-slot';\nuse(MapPin, Rated, Slot);",
    );
  });

  it('keeps from the barrel what it does not map and type-only names, and the lines after in place', () => {
    const code =
      "import {\n  type LucideIcon,\n  Star,\n  useLucideContext,\n} from 'lucide-react';\nconst line6 = 6;";
    const rewritten = rewriteBarrelImports(code, [lucide]) ?? '';
    expect(rewritten).toBe(
      "import { type LucideIcon, useLucideContext } from 'lucide-react'; import Star from 'lucide-react/icons/star';\n\n\n\n\nconst line6 = 6;",
    );
    expect(rewritten.split('\n').length).toBe(code.split('\n').length);
  });

  it('leaves alone type-only imports, other packages and code without barrel imports', () => {
    for (const code of [
      "import type { LucideIcon } from 'lucide-react';",
      "import { Star } from 'lucide-react-native';",
      "import { Tabs } from './radix-ui';",
      'const a = 1;',
    ]) {
      expect(rewriteBarrelImports(code, [lucide, radix])).toBeUndefined();
    }
  });

  it("understands the installed packages' own indexes", () => {
    const index = (pkg: string, file: string) =>
      readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), file), 'utf8');
    expect(
      lucideBarrel(index('lucide-react', 'dist/esm/lucide-react.mjs')).directImports.size,
    ).toBeGreaterThan(1000);
    expect([...radixBarrel(index('radix-ui', 'dist/index.mjs')).directImports.keys()]).toEqual(
      expect.arrayContaining(['Slot', 'Tabs', 'Avatar', 'DropdownMenu']),
    );
  });
});
