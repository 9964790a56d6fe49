import { join } from 'node:path';
import { installedBarrels, lucideBarrel, radixBarrel, rewriteBarrelImports } from './direct-package-imports';

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

  it('keeps type-only names on the barrel, ignores comments and keeps the lines after in place', () => {
    const code =
      "import {\n  type LucideIcon, // the type\n  /* a star */ Star,\n} from 'lucide-react';\nconst line5 = `import { Star } from 'lucide-react'`;";
    const rewritten = rewriteBarrelImports(code, [lucide]) ?? '';
    expect(rewritten).toBe(
      "import { type LucideIcon } from 'lucide-react'; import Star from 'lucide-react/icons/star';\n\n\n\nconst line5 = `import { Star } from 'lucide-react'`;",
    );
    expect(rewritten.split('\n').length).toBe(code.split('\n').length);
  });

  it('leaves alone type-only imports, other packages and code without barrel imports', () => {
    for (const code of [
      "import type { LucideIcon } from 'lucide-react';",
      "import { Star } from 'lucide-react-native';",
      "import { Tabs } from './radix-ui';",
      'const text = "import { Star } from \'lucide-react\'";',
      'const a = 1;',
    ]) {
      expect(rewriteBarrelImports(code, [lucide, radix])).toBeUndefined();
    }
  });

  it('refuses what would stay on the barrel: a value it does not map, a default or a namespace import', () => {
    for (const code of [
      "import { useLucideContext } from 'lucide-react';",
      "import * as Icons from 'lucide-react';",
      "import Radix, { Slot } from 'radix-ui';",
    ]) {
      expect(() => rewriteBarrelImports(code, [lucide, radix], 'app.tsx')).toThrow(/^app\.tsx: /);
    }
  });

  it("understands the installed packages' own indexes", () => {
    const [installedLucide, installedRadix] = installedBarrels(join(__dirname, '..'));
    expect(installedLucide?.directImports.size).toBeGreaterThan(1000);
    expect([...(installedRadix?.directImports.keys() ?? [])]).toEqual(
      expect.arrayContaining(['Slot', 'Tabs', 'Avatar', 'DropdownMenu']),
    );
  });
});
