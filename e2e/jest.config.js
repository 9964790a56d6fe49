const { jestProject } = require('../jest.preset');

// API end-to-end tests: every real process (built dist), spoken to over HTTP. Most files share one
// system the global setup boots; a file that needs its own settings or a restart boots its own
// (docs/adr/0032). Run them in band.
module.exports = {
  projects: [
    {
      ...jestProject('api-e2e', __dirname, ['<rootDir>/api/**/*.e2e-spec.ts']),
      globalSetup: '<rootDir>/api/support/shared-system.setup.ts',
      globalTeardown: '<rootDir>/api/support/shared-system.teardown.ts',
    },
  ],
  // A global option (ignored inside a project): one test may log in a dozen times.
  testTimeout: 30_000,
};
