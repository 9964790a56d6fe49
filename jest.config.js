// Unit and integration tests of every project in one jest run (`npm test` step b). Each project
// keeps its own jest.config.js (built with jest.preset.js); end-to-end suites have their own configs.
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');

const dirsIn = (folder) =>
  existsSync(path.join(__dirname, folder))
    ? readdirSync(path.join(__dirname, folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(folder, entry.name))
    : [];

const projects = [...dirsIn('libs'), ...dirsIn('services'), 'gateway', 'web', 'scripts']
  .map((dir) => path.join(__dirname, dir, 'jest.config.js'))
  .filter((file) => existsSync(file));

/** @type {import('jest').Config} */
module.exports = {
  projects,
  // A global option: in a run of several projects, jest ignores each project's own (30 s in the
  // services' configs) and used its 5 s default, which failed tests that were only slow on two busy
  // cores (an email change with three password hashes, a 3 MB upload to S3).
  testTimeout: 30_000,
};
