const { jestProject } = require('../../jest.preset');

module.exports = {
  ...jestProject('testing', __dirname, ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts']),
  testTimeout: 20_000,
};
