const { jestProject } = require('../../jest.preset');

// Browser end-to-end tests: real processes, real Chromium. One file at a time (2 cores).
module.exports = {
  ...jestProject('browser', __dirname, ['<rootDir>/**/*.e2e-spec.ts']),
  testTimeout: 60_000,
};
