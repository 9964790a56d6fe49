const { jestProject } = require('../../jest.preset');

module.exports = {
  ...jestProject('label-ocr', __dirname, ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts']),
  // The integration spec starts real tesseract.js workers and recognises generated labels.
  testTimeout: 30_000,
};
