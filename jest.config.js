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
  // A global option (ignored inside a project). Integration tests hash passwords and speak to real
  // PostgreSQL, NATS and S3 servers: on two cores busy with the rest of the run, jest's 5 s default
  // failed tests that were only slow (an email change with three password hashes, a 3 MB upload).
  testTimeout: 20_000,
};
