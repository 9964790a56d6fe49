// One synthetic coffee-bag photo with its ground truth, fully determined by (corpus seed, index).
import sharp from 'sharp';
import type { LabelFields } from '../label-fields';
import { generateLabelContent } from './label-content';
import { layOutLabel, type LayoutKind } from './label-layout';
import { chooseLabelStyle } from './label-style';
import { drawLabel } from './label-svg';
import { choosePhotoConditions, photograph, type PhotoConditions } from './photograph';
import { labelSeed, SeededRandom } from './seeded-random';

/** What made a label easy or hard, for breaking results down. */
export interface LabelTraits {
  layout: LayoutKind;
  bodyFont: string;
  lightOnDark: boolean;
  headingBand: boolean;
  /** x-height of the body text in the photo, before tilt and blur. */
  bodyXHeightPx: number;
  photo: PhotoConditions;
}

export interface GeneratedLabel {
  id: string;
  image: Buffer;
  mimeType: 'image/jpeg' | 'image/png';
  /** The printed lines (columns joined by a space). */
  printedLines: string[];
  /** Every printed word, as printed: the reference for word recall. */
  words: string[];
  /** The fields a perfect reader would extract. */
  expected: LabelFields;
  traits: LabelTraits;
}

export async function generateLabel(corpusSeed: number, index: number): Promise<GeneratedLabel> {
  const random = new SeededRandom(labelSeed(corpusSeed, index));
  const content = generateLabelContent(random);
  const layout = layOutLabel(content, random);
  // Body text size in the photo: mostly what a phone shot of a bag gives once uploads are scaled
  // to a couple of thousand pixels, sometimes a shot from afar where the text is barely legible.
  const [low, high] = random.weighted([
    [[8, 11], 10],
    [[11, 18], 40],
    [[18, 32], 50],
  ] as const);
  const bodyXHeightPx = random.between(low, high);
  const style = chooseLabelStyle(random, bodyXHeightPx);
  const drawing = drawLabel(layout, style, bodyXHeightPx / (style.bodySize * style.bodyFont.xHeight));
  const { data, info } = await sharp(Buffer.from(drawing.svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const conditions = choosePhotoConditions(random, bodyXHeightPx);
  const photo = await photograph({ data, width: info.width, height: info.height }, conditions, random);
  const printedLines = layout.lines.map((line) => line.parts.join(' '));
  return {
    id: `label-${corpusSeed}-${String(index).padStart(4, '0')}`,
    image: photo.image,
    mimeType: photo.mimeType,
    printedLines,
    words: printedLines.flatMap((line) => line.split(/\s+/)).filter((word) => word.length > 0),
    expected: content.expected,
    traits: {
      layout: layout.kind,
      bodyFont: style.bodyFont.family,
      lightOnDark: style.scheme.lightOnDark,
      headingBand: style.headingBand,
      bodyXHeightPx,
      photo: conditions,
    },
  };
}
