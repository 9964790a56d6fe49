const { jestProject } = require('../jest.preset');

// API end-to-end tests: the real gateway, identity service and worker (built dist), spoken to over
// HTTP. Each file boots its own system (fresh database, NATS, Redis prefix); run them in band.
module.exports = {
  projects: [jestProject('api-e2e', __dirname, ['<rootDir>/api/**/*.e2e-spec.ts'])],
  // A global option (ignored inside a project): one test may log in a dozen times.
  testTimeout: 30_000,
};
