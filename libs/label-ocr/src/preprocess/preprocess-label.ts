// From a label photo to the image tesseract reads best: black text on white with the paper's
// light, stains and colours taken out, frames and rules erased, lines level, and body text scaled
// to the size the LSTM model reads best.
import sharp from 'sharp';
import { eraseComponents, findComponents } from './connected-components';
import { greyPipeline, rawGrey, type GreyImage } from './grey-image';
import { inkOnWhite } from './ink-contrast';
import { estimatePaper } from './paper-background';
import { estimateLineDirection, estimateXHeight, isNotText, letterLikeBoxes } from './text-geometry';

export interface PreprocessOptions {
  /** x-height the body text is scaled to, in pixels. */
  targetXHeight: number;
  /** Photos are first shrunk to fit this many pixels on their longest side. */
  maxSide: number;
}

export const DEFAULT_PREPROCESS_OPTIONS: PreprocessOptions = { targetXHeight: 20, maxSide: 2000 };

export interface PreprocessedLabel {
  /** PNG, one grey channel. */
  image: Buffer;
  width: number;
  height: number;
  /** Body x-height found in the photo (after the maxSide shrink), or null if no text was seen. */
  xHeight: number | null;
  scale: number;
  skewDegrees: number;
  sideways: boolean;
  lightOnDark: boolean;
}

/** Takes the edge off sensor noise and JPEG blocks before ink is measured. */
const DENOISE_SIGMA = 0.6;
const PAPER = { cellSize: 16, medianCells: 7 };
const MIN_SCALE = 0.5;
const MAX_SCALE = 3;
/** Tilts smaller than this are left alone: rotating costs a resample for nothing. */
const MIN_DESKEW_DEGREES = 0.3;

export async function preprocessLabel(
  photo: Buffer,
  options: PreprocessOptions = DEFAULT_PREPROCESS_OPTIONS,
): Promise<PreprocessedLabel> {
  const grey = await rawGrey(
    sharp(photo)
      .rotate() // EXIF orientation
      .resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .blur(DENOISE_SIGMA),
  );
  const { image: ink, lightOnDark } = inkOnWhite(grey, await estimatePaper(grey, PAPER));

  const components = findComponents(inkMask(ink), ink.width, ink.height);
  const xHeight = estimateXHeight(letterLikeBoxes(components.boxes, ink.height));
  let direction = { skewDegrees: 0, sideways: false };
  if (xHeight !== null) {
    eraseComponents(ink.data, ink.width, components, (box) => isNotText(box, xHeight));
    const letters = letterLikeBoxes(components.boxes.filter((box) => !isNotText(box, xHeight)), ink.height);
    direction = estimateLineDirection(letters, xHeight);
  }
  const scale = xHeight === null ? 1 : clamp(options.targetXHeight / xHeight, MIN_SCALE, MAX_SCALE);

  let pipeline = greyPipeline(ink);
  if (Math.abs(direction.skewDegrees) >= MIN_DESKEW_DEGREES) {
    pipeline = pipeline.rotate(-direction.skewDegrees, { background: '#ffffff' });
  }
  if (scale !== 1) pipeline = pipeline.resize({ width: Math.round(ink.width * scale), kernel: 'cubic' });
  const { data, info } = await pipeline.toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer({ resolveWithObject: true });
  return {
    image: data,
    width: info.width,
    height: info.height,
    xHeight,
    scale,
    skewDegrees: direction.skewDegrees,
    sideways: direction.sideways,
    lightOnDark,
  };
}

/** Turns a preprocessed image by a number of quarter turns clockwise. */
export async function turnQuarter(image: Buffer, quarterTurns: 1 | 2 | 3): Promise<Buffer> {
  return sharp(image).rotate(quarterTurns * 90).png({ compressionLevel: 1 }).toBuffer();
}

/** Ink where the image is darker than mid-grey. */
function inkMask(image: GreyImage): Uint8Array {
  const mask = new Uint8Array(image.data.length);
  for (let i = 0; i < mask.length; i++) mask[i] = (image.data[i] as number) < 128 ? 1 : 0;
  return mask;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
