// Shared jest settings: @swc/jest with decorator metadata (NestJS), workspace libraries resolved
// from their TypeScript sources, and the ESM-only packages NestJS 12 pulls in transformed to CJS.
const path = require('node:path');

const root = __dirname;

/** @returns {import('jest').Config} */
function jestProject(displayName, rootDir, testMatch) {
  return {
    displayName,
    rootDir,
    testEnvironment: 'node',
    testMatch,
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', decorators: true, tsx: true },
            transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [
      // @opentelemetry: its OTLP exporter loads node:http with import(), which jest's CommonJS sandbox
      // cannot run untransformed.
      '/node_modules/(?!(@nestjs|file-type|uid|strtok3|token-types|@tokenizer|uint8array-extras|@borewit|load-esm|@opentelemetry)/)',
    ],
    moduleNameMapper: {
      '^@crema/contracts/(.*)$': path.join(root, 'libs/contracts/src/$1'),
      '^@crema/([a-z-]+)$': path.join(root, 'libs/$1/src/index.ts'),
    },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  };
}

module.exports = { jestProject, root };
