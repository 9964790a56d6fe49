const { jestProject } = require('../../jest.preset');

// Browser end-to-end tests: real processes, real Chromium. One file at a time (2 cores). Most files
// share one system the global setup boots (docs/adr/0032).
module.exports = {
  ...jestProject('browser', __dirname, ['<rootDir>/**/*.e2e-spec.ts']),
  globalSetup: '<rootDir>/../api/support/shared-system.setup.ts',
  globalTeardown: '<rootDir>/../api/support/shared-system.teardown.ts',
  testTimeout: 60_000,
};
