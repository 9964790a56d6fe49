// Flat ESLint config for the whole monorepo. Type-aware rules come from typescript-eslint's project
// service; module boundaries are enforced twice: by package name (no-restricted-imports) and by
// file path (import-x/no-restricted-paths), so neither `@crema/<x>` nor `../../services/x` slips by.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));

const subdirs = (dir) =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

const packageName = (dir) => {
  const file = join(root, dir, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).name : undefined;
};

const services = subdirs('services');
const webFeatures = subdirs('web/src/features');
// Package names of every deployable (services, gateway, web): libraries never import them, and
// deployables never import each other.
const deployablePackages = [...services.map((s) => `services/${s}`), 'gateway', 'web']
  .map(packageName)
  .filter(Boolean);
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const packagesPattern = (names, message) =>
  names.length === 0 ? [] : [{ regex: `^(${names.map(escapeRegex).join('|')})(/|$)`, message }];

const restrictImports = (patterns) => ['error', { patterns }];
const librariesNoDeployables = packagesPattern(
  deployablePackages,
  'Libraries may not import a deployable (service, gateway or web).',
);

// libs/contracts/src holds one folder per service and a few shared ones: `common` (the base every
// folder builds on), vocabularies more than one service speaks (coffee options, search) and `bus`
// (what each deployable does on NATS, durable consumers included: it names every service's
// subjects, so it sits on top and nothing in contracts imports it). Any other folder is a service's. A service's folder imports its own, common and the shared folders,
// never another service's (what two services share moves to common); shared folders import no
// service folder; common imports nothing else of contracts. Inside contracts imports are relative,
// so these path zones see every one (the package name itself is refused below).
const CONTRACTS = './libs/contracts/src';
const SHARED_CONTRACTS = ['common', 'coffee', 'search', 'bus'];
const serviceContracts = subdirs('libs/contracts/src').filter((folder) => !SHARED_CONTRACTS.includes(folder));
const contractsZones = [
  ...serviceContracts.map((folder) => ({
    target: `${CONTRACTS}/${folder}`,
    from: serviceContracts.filter((other) => other !== folder).map((other) => `${CONTRACTS}/${other}`),
    message: `The contracts of one service may not import another service's; move what both use to ${CONTRACTS}/common.`,
  })),
  ...SHARED_CONTRACTS.filter((folder) => folder !== 'common' && folder !== 'bus').map((folder) => ({
    target: `${CONTRACTS}/${folder}`,
    from: serviceContracts.map((other) => `${CONTRACTS}/${other}`),
    message: "Shared contracts may not import a service's contracts.",
  })),
  {
    target: [...serviceContracts, ...SHARED_CONTRACTS.filter((folder) => folder !== 'bus')].map(
      (folder) => `${CONTRACTS}/${folder}`,
    ),
    from: `${CONTRACTS}/bus`,
    message: 'contracts/bus sits on top of the contracts; no other folder of them imports it.',
  },
  {
    target: `${CONTRACTS}/common`,
    from: CONTRACTS,
    except: ['./common'],
    message: 'contracts/common is the base of the contracts; it imports no other folder of them.',
  },
].filter((zone) => zone.from.length > 0);
const webLibrariesOnlyContracts = {
  regex: '^@crema/(?!contracts/)',
  message: 'The web app may import only @crema/contracts/<file> from the libraries.',
};

const tsFiles = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.nx/**',
      '**/var/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x does not parse imported .ts files, and no-cycle sees no cycles.
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
  },
  {
    files: tsFiles,
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // NestJS reads constructor parameter types through decorator metadata, so injected classes
      // must stay value imports; type-only imports are therefore not enforced on Node projects.
      '@typescript-eslint/consistent-type-imports': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Spec and integration files are excluded from each project's build tsconfig, so they are typed
  // through the project's tsconfig.spec.json (which includes src and test) instead.
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts', '**/test/**/*.ts', '**/e2e/**/*.ts'],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: [
          'libs/*/tsconfig.spec.json',
          'services/*/tsconfig.spec.json',
          'gateway/tsconfig.spec.json',
          'web/tsconfig.spec.json',
          'e2e/tsconfig.json',
        ].filter((pattern) => pattern.includes('*') || existsSync(join(root, pattern))),
        tsconfigRootDir: root,
      },
    },
    rules: {
      // jest's expect(...).rejects and mocks trip these without hiding real bugs.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  // libs/**: platform code shared by every deployable; it may not depend on any of them.
  {
    files: ['libs/**'],
    rules: {
      'no-restricted-imports': restrictImports(librariesNoDeployables),
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './libs',
              from: ['./services', './gateway', './web'],
              message: 'Libraries may not import a deployable.',
            },
            ...contractsZones,
          ],
        },
      ],
    },
  },
  {
    files: ['libs/contracts/**'],
    rules: {
      'no-restricted-imports': restrictImports([
        ...librariesNoDeployables,
        {
          regex: '^@crema/contracts(/|$)',
          message:
            'Inside the contracts import by relative path, so the folder boundaries above are checked.',
        },
      ]),
    },
  },
  // libs/label-ocr: a pure engine the admin worker calls from a job; no framework, transport or
  // database may creep in.
  {
    files: ['libs/label-ocr/**'],
    rules: {
      'no-restricted-imports': restrictImports([
        ...librariesNoDeployables,
        {
          regex: '^(@nestjs|@nats-io|nats|typeorm|pg|ioredis|bullmq|@crema)(/|$)',
          message: '@crema/label-ocr stays free of NestJS, NATS, databases, queues and other Crema libraries.',
        },
      ]),
    },
  },
  // services/<a>: talks to other services over NATS only, through @crema/contracts.
  ...services.map((service) => ({
    files: [`services/${service}/**`],
    rules: {
      'no-restricted-imports': restrictImports(
        packagesPattern(
          deployablePackages.filter((name) => name !== packageName(`services/${service}`)),
          'A service may not import another deployable; put what crosses the boundary in @crema/contracts.',
        ),
      ),
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: `./services/${service}`,
              from: './services',
              except: [`./${service}`],
              message: 'A service may not reach into another service; use NATS and @crema/contracts.',
            },
            {
              target: `./services/${service}`,
              from: ['./gateway', './web'],
              message: 'A service may not import the gateway or the web app.',
            },
          ],
        },
      ],
    },
  })),
  // gateway: reaches services over NATS only.
  {
    files: ['gateway/**'],
    rules: {
      'no-restricted-imports': restrictImports(
        packagesPattern(
          deployablePackages.filter((name) => name !== packageName('gateway')),
          'The gateway may not import a service or the web app; use NATS and @crema/contracts.',
        ),
      ),
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './gateway',
              from: ['./services', './web'],
              message: 'The gateway may not import a service or the web app; use NATS and @crema/contracts.',
            },
          ],
        },
      ],
    },
  },
  // web: only the shared contracts from libs; features do not import each other; no barrels.
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrictImports([webLibrariesOnlyContracts]),
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './web',
              from: './libs',
              except: ['./contracts'],
              message: 'The web app may import only @crema/contracts from the libraries.',
            },
            {
              target: './web',
              from: ['./services', './gateway'],
              message: 'The web app talks to the gateway over HTTP only.',
            },
            ...webFeatures.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message:
                'Features may not import each other; compose them in src/app or share through src/components and src/lib.',
            })),
          ],
        },
      ],
    },
  },
  // The path zones above see relative imports; the `@/` alias is checked by name.
  ...webFeatures.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrictImports([
        webLibrariesOnlyContracts,
        {
          regex: `^@/features/(?!${escapeRegex(feature)}/)`,
          message:
            'Features may not import each other; compose them in src/app or share through src/components and src/lib.',
        },
      ]),
    },
  })),
  {
    files: ['web/src/**/index.ts', 'web/src/**/index.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: 'No barrel files in the web app: import the module that defines the thing.',
        },
      ],
    },
  },
  // Plain JavaScript (configs, scripts) runs on Node.
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        FormData: 'readonly',
      },
    },
  },
);
