const { jestProject } = require('../../jest.preset');

module.exports = jestProject('contracts', __dirname, ['<rootDir>/src/**/*.spec.ts']);
