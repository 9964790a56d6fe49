// The paper's brightness at every pixel, without the text: what ink is measured against.
//
// A median over windows much larger than letters sees paper, not text, and follows uneven light,
// stains and glare. It is taken on a 16x smaller copy (cheap) and scaled back up. Plain bilinear
// upscaling would smear the sharp steps in the paper (the label's edge against the table, a dark
// band across a light label) over a whole cell, and that smear reads as ink right next to the
// text; so where neighbouring cells disagree, each pixel takes the cells whose level matches its
// own surroundings (joint bilateral upsampling, guided by a lightly blurred copy of the photo).
import { greyPipeline, rawGrey, type GreyImage } from './grey-image';

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
const GUIDE_BLUR_SIGMA = 3;

export async function estimatePaper(grey: GreyImage, options: PaperOptions): Promise<GreyImage> {
  const width = Math.max(8, Math.round(grey.width / options.cellSize));
  const height = Math.max(8, Math.round(grey.height / options.cellSize));
  const cells = await rawGrey(greyPipeline(grey).resize(width, height, { fit: 'fill', kernel: 'linear' }).median(options.medianCells));
  const guide = await rawGrey(greyPipeline(grey).blur(GUIDE_BLUR_SIGMA));
  return upsampleAlongSteps(cells, guide);
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
  for (let y = 0; y < height; y++) {
    const fy = clamp((y + 0.5) * sy - 0.5, 0, cells.height - 1);
    const y0 = Math.min(Math.floor(fy), cells.height - 2);
    const wy = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = clamp((x + 0.5) * sx - 0.5, 0, cells.width - 1);
      const x0 = Math.min(Math.floor(fx), cells.width - 2);
      const wx = fx - x0;
      const a = cell(x0, y0);
      const b = cell(x0 + 1, y0);
      const c = cell(x0, y0 + 1);
      const d = cell(x0 + 1, y0 + 1);
      const i = y * width + x;
      if (Math.max(a, b, c, d) - Math.min(a, b, c, d) <= STEP_LEVELS) {
        out[i] = Math.round((a * (1 - wx) + b * wx) * (1 - wy) + (c * (1 - wx) + d * wx) * wy);
        continue;
      }
      const level = guide.data[i] as number;
      let sum = 0;
      let weights = 0;
      for (let cy = Math.max(0, y0 - STEP_RADIUS + 1); cy <= Math.min(cells.height - 1, y0 + STEP_RADIUS); cy++) {
        for (let cx = Math.max(0, x0 - STEP_RADIUS + 1); cx <= Math.min(cells.width - 1, x0 + STEP_RADIUS); cx++) {
          const value = cell(cx, cy);
          const distance = ((cx - fx) ** 2 + (cy - fy) ** 2) / SPATIAL_CELLS ** 2;
          const weight = Math.exp(-distance - ((value - level) / RANGE_LEVELS) ** 2) + 1e-9;
          sum += value * weight;
          weights += weight;
        }
      }
      out[i] = Math.round(sum / weights);
    }
  }
  return { data: out, width, height };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
