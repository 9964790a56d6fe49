// Turns a grey photo into black ink on white paper, whatever the label's colours: each pixel is
// compared with the paper around it (the background estimate), and only the difference is kept.
// Taking the difference's size makes dark-on-light and light-on-dark text (a dark bag, a dark
// band across a light label) come out the same way, i.e. light-on-dark areas are inverted, and
// it cancels uneven light, stains and glare, which move the paper and the ink together.
import type { GreyImage } from './grey-image';
import { histogramOf, otsuThreshold, percentile } from './histogram';

// Local copies of Math's functions: looking the global up on every call in a hot loop is very
// slow where code runs inside a vm context, as under jest.
const { abs, max, round } = Math;

export interface InkImage {
  /** Dark ink (0) on white (255). */
  image: GreyImage;
  /** Most ink is lighter than its paper. */
  lightOnDark: boolean;
}

/** Multiples of the median paper deviation treated as noise rather than ink. */
const NOISE_FLOOR_MEDIANS = 2;

export function inkOnWhite(grey: GreyImage, background: GreyImage): InkImage {
  const { width, height } = grey;
  const size = width * height;
  const deviation = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    deviation[i] = abs((grey.data[i] as number) - (background.data[i] as number));
  }
  const bins = histogramOf(deviation);
  // Most pixels are paper: their typical deviation is the noise level.
  const floor = max(2, percentile(bins, 0.5) * NOISE_FLOOR_MEDIANS);
  const inkThreshold = max(floor + 1, otsuThreshold(bins, floor));
  // Typical ink sits at the median deviation of what Otsu calls ink; it maps to black.
  const full = max(inkThreshold + 8, percentile(bins, 0.5, inkThreshold));
  const gain = 255 / (full - floor);

  const out = new Uint8Array(size);
  let lighter = 0;
  let darker = 0;
  for (let i = 0; i < size; i++) {
    const d = deviation[i] as number;
    const level = (d - floor) * gain;
    out[i] = level <= 0 ? 255 : level >= 255 ? 0 : 255 - round(level);
    if (d > inkThreshold) {
      if ((grey.data[i] as number) > (background.data[i] as number)) lighter++;
      else darker++;
    }
  }
  return { image: { data: out, width, height }, lightOnDark: lighter > darker };
}
