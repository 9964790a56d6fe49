import { generateLabel } from '../src/corpus/generate-label';
import { LabelOcr } from '../src/ocr/label-ocr';
import { checkFields } from '../src/scoring/field-accuracy';
import { measureWordRecall } from '../src/scoring/word-recall';

/** A label read takes about a second alone; on cores shared with other work, many times that. */
const READ_TIMEOUT_MS = 60_000;

// Real tesseract.js workers on generated label photos. Seed 7 is one the engine was not tuned
// on; these four cover a light-on-dark stacked label, an unlabelled label with a heading band and
// every field, a labelled label photographed sideways (read after a quarter turn), and small text.
const LABELS = [
  { seed: 7, index: 4, kind: 'stacked, light text on a dark label' },
  { seed: 7, index: 8, kind: 'unlabelled, heading band, all twelve fields' },
  { seed: 7, index: 15, kind: 'labelled, photographed sideways' },
  { seed: 7, index: 17, kind: 'stacked, small text' },
];

describe('LabelOcr on generated label photos', () => {
  let ocr: LabelOcr;

  beforeAll(async () => {
    ocr = await LabelOcr.create({ workers: 2 });
  }, READ_TIMEOUT_MS);
  afterAll(() => ocr.close());

  it.each(LABELS)(
    'reads every field of label $seed/$index ($kind)',
    async ({ seed, index }) => {
      const label = await generateLabel(seed, index);
      const reading = await ocr.recognize(label.image);
      expect(checkFields(label.expected, reading.fields).filter((check) => !check.correct)).toEqual([]);
      const recall = measureWordRecall(label.words, reading.rawText);
      expect(recall.found / recall.total).toBeGreaterThan(0.95);
      expect(reading.confidence).toBeGreaterThan(60);
      expect(reading.durationMs).toBeGreaterThan(0);
    },
    READ_TIMEOUT_MS,
  );

  it('rejects what is not an image instead of hanging', async () => {
    await expect(ocr.recognize(Buffer.from('not an image'))).rejects.toThrow();
  });

  it(
    'ends a job that outlives its time limit with an error',
    async () => {
      const impatient = await LabelOcr.create({ workers: 1, jobTimeoutMs: 1 });
      try {
        const label = await generateLabel(7, 4);
        await expect(impatient.recognize(label.image)).rejects.toThrow('took longer than 1 ms');
      } finally {
        await impatient.close();
      }
    },
    READ_TIMEOUT_MS,
  );
});
