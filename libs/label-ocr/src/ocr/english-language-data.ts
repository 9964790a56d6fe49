import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

const MODEL_FOLDER = '4.0.0_best_int';

/**
 * The folder holding eng.traineddata.gz from @tesseract.js-data/eng (the integer "best" LSTM
 * model). tesseract.js must always be given it: without a local langPath it fetches the model
 * from a CDN, and then hangs or crashes the process when offline.
 */
export function englishLanguageDataPath(): string {
  const folder = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), MODEL_FOLDER);
  const model = join(folder, 'eng.traineddata.gz');
  if (!existsSync(model)) throw new Error(`tesseract language data missing: ${model}`);
  return folder;
}
