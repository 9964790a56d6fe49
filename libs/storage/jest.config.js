const { jestProject } = require('../../jest.preset');

module.exports = {
  ...jestProject('storage', __dirname, ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts']),
  // The integration spec runs an S3-compatible server of its own.
  testTimeout: 20_000,
};
