// Text size and line direction, read from the boxes of the ink blobs.
import type { ComponentBox } from './connected-components';

const boxHeight = (box: ComponentBox) => box.bottom - box.top + 1;
const boxWidth = (box: ComponentBox) => box.right - box.left + 1;

/**
 * Blobs shaped like letters or runs of touching letters: not specks, rules, borders or the whole
 * label outline.
 */
export function letterLikeBoxes(boxes: readonly ComponentBox[], imageHeight: number): ComponentBox[] {
  return boxes.filter((box) => {
    const height = boxHeight(box);
    const width = boxWidth(box);
    return height >= 4 && height <= imageHeight / 5 && width <= height * 12 && width * 10 >= height && box.pixels >= 6;
  });
}

/**
 * Blobs no letter of this text size makes: frames and label outlines (large and hollow), rules
 * (long and thin) and smears (large everywhere). Tesseract's page layout analysis takes a framed
 * label for a picture and skips the text inside, so these are erased before recognition.
 */
export function isNotText(box: ComponentBox, xHeight: number): boolean {
  const height = boxHeight(box);
  const width = boxWidth(box);
  const fill = box.pixels / (width * height);
  if (Math.max(width, height) > 8 * xHeight && fill < 0.2) return true;
  if (height <= 0.6 * xHeight && width > 6 * xHeight) return true;
  if (width <= 0.6 * xHeight && height > 6 * xHeight) return true;
  return width > 12 * xHeight && height > 5 * xHeight;
}

/**
 * The x-height of the body text, approximately: letters without ascenders are the most common
 * blobs, so a low quantile of blob heights sits near it (caps and ascenders sit above). Null
 * when there are too few blobs to tell.
 */
export function estimateXHeight(letters: readonly ComponentBox[]): number | null {
  if (letters.length < 8) return null;
  const heights = letters.map(boxHeight).sort((a, b) => a - b);
  return heights[Math.floor(heights.length * 0.35)] ?? null;
}

export interface LineDirection {
  /** How far the text is turned clockwise, in degrees (from horizontal, or from vertical if sideways). */
  skewDegrees: number;
  /** True when the letters line up in columns better than in rows (a photo turned sideways). */
  sideways: boolean;
}

const SKEW_RANGE_DEGREES = 8;

/**
 * Finds the angle at which letter centres, projected across the lines, pile up most sharply
 * (the sum of squared bin counts peaks when every line falls into its own bins).
 */
export function estimateLineDirection(letters: readonly ComponentBox[], xHeight: number): LineDirection {
  const xs = letters.map((box) => (box.left + box.right) / 2);
  const ys = letters.map((box) => (box.top + box.bottom) / 2);
  const bin = Math.max(2, xHeight / 2);
  const sharpness = (along: readonly number[], across: readonly number[], degrees: number) => {
    const radians = (degrees * Math.PI) / 180;
    const sin = Math.sin(radians);
    const cos = Math.cos(radians);
    const counts = new Map<number, number>();
    for (let i = 0; i < along.length; i++) {
      const key = Math.floor(((across[i] as number) * cos - (along[i] as number) * sin) / bin);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    let score = 0;
    for (const count of counts.values()) score += count * count;
    return score;
  };
  const bestAngle = (along: readonly number[], across: readonly number[]) => {
    let best = { degrees: 0, score: -1 };
    for (let degrees = -SKEW_RANGE_DEGREES; degrees <= SKEW_RANGE_DEGREES; degrees += 0.5) {
      const score = sharpness(along, across, degrees);
      if (score > best.score) best = { degrees, score };
    }
    const coarse = best.degrees;
    for (let degrees = coarse - 0.4; degrees <= coarse + 0.4; degrees += 0.1) {
      const score = sharpness(along, across, degrees);
      if (score > best.score) best = { degrees, score };
    }
    return best;
  };
  const rows = bestAngle(xs, ys);
  const columns = bestAngle(ys, xs);
  const sideways = columns.score > rows.score * 1.15;
  // A column slanting right as it goes down is turned counter-clockwise, hence the minus.
  const degrees = sideways ? -columns.degrees : rows.degrees;
  return { skewDegrees: Math.round(degrees * 10) / 10, sideways };
}
