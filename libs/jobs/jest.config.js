const { jestProject } = require('../../jest.preset');

module.exports = jestProject('jobs', __dirname, [
  '<rootDir>/src/**/*.spec.ts',
  '<rootDir>/test/**/*.int-spec.ts',
]);
