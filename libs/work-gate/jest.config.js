const { jestProject } = require('../../jest.preset');

module.exports = jestProject('work-gate', __dirname, ['<rootDir>/src/**/*.spec.ts']);
