import sharp from 'sharp';
import { normaliseWord } from '../scoring/word-recall';
import { generateLabel } from './generate-label';
import { generateLabelContent } from './label-content';
import { layOutLabel } from './label-layout';
import { SeededRandom } from './seeded-random';

describe('generateLabel', () => {
  // Three label photos rendered by sharp: well under a second alone, far more on a loaded machine.
  it('is fully determined by the corpus seed and the index, and writes a decodable photo', async () => {
    const [a, b, other] = await Promise.all([
      generateLabel(11, 3),
      generateLabel(11, 3),
      generateLabel(11, 4),
    ]);
    expect(a.image.equals(b.image)).toBe(true);
    expect(a.words).toEqual(b.words);
    expect(a.expected).toEqual(b.expected);
    expect(other.words).not.toEqual(a.words);
    const meta = await sharp(a.image).metadata();
    expect(meta.format).toBe(a.mimeType === 'image/png' ? 'png' : 'jpeg');
  }, 30_000);
});

describe('label content and layout', () => {
  it('prints what the ground truth expects', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const random = new SeededRandom(seed);
      const content = generateLabelContent(random);
      const layout = layOutLabel(content, random);
      const printed = ` ${layout.lines
        .flatMap((line) => line.parts)
        .join(' ')
        .split(/\s+/)
        .map(normaliseWord)
        .join(' ')} `;
      const { expected } = content;
      expect(expected.roaster).not.toBeNull();
      expect(expected.coffeeName).not.toBeNull();
      for (const value of [
        expected.roaster,
        expected.coffeeName,
        expected.origin,
        expected.producer,
        ...expected.flavorNotes,
      ]) {
        if (value !== null) expect(printed).toContain(` ${value.split(/\s+/).map(normaliseWord).join(' ')} `);
      }
    }
  });
});
