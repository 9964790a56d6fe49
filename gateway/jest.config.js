const { jestProject } = require('../jest.preset');

module.exports = jestProject('gateway', __dirname, ['<rootDir>/src/**/*.spec.ts']);
