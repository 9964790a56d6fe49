const { jestProject } = require('../../jest.preset');

module.exports = jestProject('storage', __dirname, ['<rootDir>/src/**/*.spec.ts']);
