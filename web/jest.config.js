// Unit tests of the web app's logic (cache updates, parsing) and of its build's plugins: plain
// functions, no DOM.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { jestProject } = require('../jest.preset');
const dir = path.dirname(fileURLToPath(import.meta.url));

const base = jestProject('web', dir, ['<rootDir>/src/**/*.spec.ts', '<rootDir>/build/**/*.spec.ts']);
export default {
  ...base,
  moduleNameMapper: { ...base.moduleNameMapper, '^@/(.*)$': path.join(dir, 'src/$1') },
};
