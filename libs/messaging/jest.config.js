const { jestProject } = require('../../jest.preset');

module.exports = {
  ...jestProject('messaging', __dirname, ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts']),
  // Integration specs run against real PostgreSQL and a NATS server of their own.
  testTimeout: 20_000,
};
