const { jestProject } = require('../../jest.preset');

module.exports = jestProject('config', __dirname, ['<rootDir>/src/**/*.spec.ts']);
