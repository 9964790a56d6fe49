const { jestProject } = require('../../jest.preset');

module.exports = {
  ...jestProject('insights', __dirname, ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts']),
  // Integration specs boot the service against real PostgreSQL and NATS.
  testTimeout: 30_000,
};
