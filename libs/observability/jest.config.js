const { jestProject } = require('../../jest.preset');

module.exports = jestProject('observability', __dirname, ['<rootDir>/src/**/*.spec.ts']);
