// The paper's brightness at every pixel, without the text: what ink is measured against.
//
// A median over windows much larger than letters sees paper, not text, and follows uneven light,
// stains and glare. It is taken on a 16x smaller copy (cheap) and scaled back up. Plain bilinear
// upscaling would smear the sharp steps in the paper (the label's edge against the table, a dark
// band across a light label) over a whole cell, and that smear reads as ink right next to the
// text; so where neighbouring cells disagree, each pixel takes the cells whose level matches its
// own surroundings (joint bilateral upsampling, guided by a lightly blurred copy of the photo).
// Big bold headings can still outweigh the paper in a window; so the cells are taken a second
// time, from the pixels the first estimate calls paper only.
import { greyPipeline, rawGrey, type GreyImage } from './grey-image';
import { histogramOf, otsuThreshold } from './histogram';

// Local copies of Math's functions: looking the global up on every call in a hot loop is very
// slow where code runs inside a vm context, as under jest.
const { abs, exp, floor, max, min, round } = Math;

export interface PaperOptions {
  /** Side of one cell of the small copy, in pixels. */
  cellSize: number;
  /** The median's window, in cells (odd). */
  medianCells: number;
}

/** Cells closer than this (grey levels) are blended plainly. */
const STEP_LEVELS = 24;
/** How quickly a cell's weight falls with its level's distance from the pixel's surroundings. */
const RANGE_LEVELS = 16;
/** How far (in cells) a pixel at a step looks for cells of its own level, and how fast their weight falls. */
const STEP_RADIUS = 3;
const SPATIAL_CELLS = 2;
/** exp(-(d / RANGE_LEVELS)^2) for every grey-level difference d. */
const RANGE_WEIGHT = Float64Array.from({ length: 256 }, (_, d) => exp(-((d / RANGE_LEVELS) ** 2)));
const GUIDE_BLUR_SIGMA = 3;

export async function estimatePaper(grey: GreyImage, options: PaperOptions): Promise<GreyImage> {
  const width = max(8, round(grey.width / options.cellSize));
  const height = max(8, round(grey.height / options.cellSize));
  const cells = await rawGrey(greyPipeline(grey).resize(width, height, { fit: 'fill', kernel: 'linear' }).median(options.medianCells));
  const guide = await rawGrey(greyPipeline(grey).blur(GUIDE_BLUR_SIGMA));
  return upsampleAlongSteps(paperOnlyCells(grey, upsampleAlongSteps(cells, guide), cells), guide);
}

/** Share of a cell that must look like paper for its paper-only mean to replace the first value. */
const MIN_PAPER_SHARE = 0.2;

/**
 * Each cell's mean over the pixels that look like paper under a first estimate (deviating less
 * than Otsu's split of the deviations), smoothed by a 3x3 median; a cell with too little paper
 * keeps its first value.
 */
export function paperOnlyCells(grey: GreyImage, firstPaper: GreyImage, firstCells: GreyImage): GreyImage {
  const { width, height } = grey;
  const deviation = new Uint8Array(width * height);
  for (let i = 0; i < deviation.length; i++) {
    deviation[i] = abs((grey.data[i] as number) - (firstPaper.data[i] as number));
  }
  const paperBelow = otsuThreshold(histogramOf(deviation));
  const cellCount = firstCells.width * firstCells.height;
  const sums = new Float64Array(cellCount);
  const counts = new Uint32Array(cellCount);
  const totals = new Uint32Array(cellCount);
  for (let y = 0; y < height; y++) {
    const row = min(firstCells.height - 1, floor((y * firstCells.height) / height)) * firstCells.width;
    for (let x = 0; x < width; x++) {
      const c = row + min(firstCells.width - 1, floor((x * firstCells.width) / width));
      const i = y * width + x;
      totals[c] = (totals[c] as number) + 1;
      if ((deviation[i] as number) <= paperBelow) {
        sums[c] = (sums[c] as number) + (grey.data[i] as number);
        counts[c] = (counts[c] as number) + 1;
      }
    }
  }
  const means = new Uint8Array(cellCount);
  for (let c = 0; c < cellCount; c++) {
    const count = counts[c] as number;
    means[c] = count >= MIN_PAPER_SHARE * (totals[c] as number) && count > 0 ? round((sums[c] as number) / count) : (firstCells.data[c] as number);
  }
  return median3x3({ data: means, width: firstCells.width, height: firstCells.height });
}

function median3x3(image: GreyImage): GreyImage {
  const { width, height } = image;
  const out = new Uint8Array(width * height);
  const window: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      window.length = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const yy = min(height - 1, max(0, y + dy));
          const xx = min(width - 1, max(0, x + dx));
          window.push(image.data[yy * width + xx] as number);
        }
      }
      window.sort((a, b) => a - b);
      out[y * width + x] = window[4] as number;
    }
  }
  return { data: out, width, height };
}

/**
 * Scales `cells` up to the guide's size: bilinear where the four surrounding cells agree. Where
 * they do not (a step in the paper), every cell within STEP_RADIUS counts, weighted by its
 * distance and by how close its level is to the guide's at that pixel, so a pixel next to a dark
 * band still finds light-paper cells when it sits on light paper.
 */
export function upsampleAlongSteps(cells: GreyImage, guide: GreyImage): GreyImage {
  const { width, height } = guide;
  const out = new Uint8Array(width * height);
  const sx = cells.width / width;
  const sy = cells.height / height;
  const cell = (cx: number, cy: number) => cells.data[cy * cells.width + cx] as number;
  const columnWeight = new Float64Array(2 * STEP_RADIUS);
  for (let y = 0; y < height; y++) {
    const fy = clamp((y + 0.5) * sy - 0.5, 0, cells.height - 1);
    const y0 = min(floor(fy), cells.height - 2);
    const wy = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = clamp((x + 0.5) * sx - 0.5, 0, cells.width - 1);
      const x0 = min(floor(fx), cells.width - 2);
      const wx = fx - x0;
      const a = cell(x0, y0);
      const b = cell(x0 + 1, y0);
      const c = cell(x0, y0 + 1);
      const d = cell(x0 + 1, y0 + 1);
      const i = y * width + x;
      if (max(a, b, c, d) - min(a, b, c, d) <= STEP_LEVELS) {
        out[i] = round((a * (1 - wx) + b * wx) * (1 - wy) + (c * (1 - wx) + d * wx) * wy);
        continue;
      }
      const level = guide.data[i] as number;
      let sum = 0;
      let weights = 0;
      const top = max(0, y0 - STEP_RADIUS + 1);
      const left = max(0, x0 - STEP_RADIUS + 1);
      const bottom = min(cells.height - 1, y0 + STEP_RADIUS);
      const right = min(cells.width - 1, x0 + STEP_RADIUS);
      for (let cx = left; cx <= right; cx++) columnWeight[cx - left] = exp(-(((cx - fx) / SPATIAL_CELLS) ** 2));
      for (let cy = top; cy <= bottom; cy++) {
        const rowWeight = exp(-(((cy - fy) / SPATIAL_CELLS) ** 2));
        for (let cx = left; cx <= right; cx++) {
          const value = cell(cx, cy);
          const weight = rowWeight * (columnWeight[cx - left] as number) * (RANGE_WEIGHT[abs(value - level)] as number) + 1e-9;
          sum += value * weight;
          weights += weight;
        }
      }
      out[i] = round(sum / weights);
    }
  }
  return { data: out, width, height };
}

const clamp = (value: number, low: number, high: number) => (value < low ? low : value > high ? high : value);
