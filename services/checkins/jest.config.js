const { jestProject } = require('../../jest.preset');

module.exports = {
  ...jestProject('checkins', __dirname, ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts']),
  // Integration specs boot the service against real PostgreSQL, NATS and Redis.
  testTimeout: 30_000,
};
