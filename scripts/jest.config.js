const { jestProject } = require('../jest.preset');

/** Unit tests of the operator scripts' pure modules (e.g. the security scan's report parsing); npm test step b. */
module.exports = jestProject('scripts', __dirname, ['<rootDir>/**/*.spec.mjs']);
