const { jestProject } = require('../../jest.preset');

/** Tests of the deployment files (compose, Kubernetes); run by `npm test` step e. */
module.exports = jestProject('deploy', __dirname, ['<rootDir>/**/*.test.ts']);
