const { jestProject } = require('../../jest.preset');

module.exports = {
  ...jestProject('nats-auth', __dirname, ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts']),
  // The integration spec runs a nats-server of its own with the generated configuration.
  testTimeout: 20_000,
};
