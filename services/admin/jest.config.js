const { jestProject } = require('../../jest.preset');

module.exports = {
  ...jestProject('admin', __dirname, ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts']),
  // Integration specs run against real PostgreSQL, Redis and NATS.
  testTimeout: 30_000,
};
