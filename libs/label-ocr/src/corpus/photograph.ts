// Turns a clean label render into something that looks photographed: paper texture, a tilted and
// foreshortened label on a surface, uneven light, glare, sensor noise, defocus and JPEG.
import sharp from 'sharp';
import { solveHomography, type Point } from './homography';
import type { SeededRandom } from './seeded-random';

// Local copies of Math's functions: looking the global up on every call in a hot loop is very
// slow where code runs inside a vm context, as under jest.
const { ceil, cos, exp, floor, hypot, max, min, round, sin } = Math;

export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface PhotoConditions {
  tiltDeg: number;
  /** Largest corner displacement, as a share of the label's size. */
  perspective: number;
  /** Photos taken sideways or upside down (0 = upright). */
  quarterTurns: 0 | 1 | 2 | 3;
  blurSigma: number;
  noiseSigma: number;
  /** Paper grain and low-frequency stains, as shares of the brightness. */
  grain: number;
  stains: number;
  /** Light falling off across the photo, and toward its corners. */
  shading: number;
  vignette: number;
  /** Share of white added at the centre of a glossy highlight (0: none). */
  glare: number;
  /** JPEG quality, or null for PNG. */
  jpegQuality: number | null;
  surface: readonly [number, number, number];
}

const SURFACES: readonly (readonly [number, number, number])[] = [
  [107, 90, 74],
  [58, 58, 58],
  [208, 208, 208],
  [138, 143, 148],
  [180, 160, 130],
];

/** `bodyXHeightPx` bounds the defocus: small text in a photo comes from a distant, downscaled shot. */
export function choosePhotoConditions(random: SeededRandom, bodyXHeightPx: number): PhotoConditions {
  return {
    tiltDeg: random.between(-5, 5),
    perspective: random.chance(0.7) ? random.between(0.005, 0.035) : 0,
    quarterTurns: random.weighted([[0, 92], [1, 3], [2, 3], [3, 2]] as const),
    blurSigma: random.chance(0.7) ? random.between(0.3, min(1.3, 0.3 + 0.06 * bodyXHeightPx)) : 0,
    noiseSigma: random.between(2, 14),
    grain: random.between(0, 0.08),
    stains: random.chance(0.5) ? random.between(0.05, 0.25) : 0,
    shading: random.chance(0.7) ? random.between(0.1, 0.55) : 0,
    vignette: random.between(0, 0.35),
    glare: random.chance(0.3) ? random.between(0.25, 0.6) : 0,
    jpegQuality: random.chance(0.85) ? random.int(55, 92) : null,
    surface: random.pick(SURFACES),
  };
}

export interface Photo {
  image: Buffer;
  mimeType: 'image/jpeg' | 'image/png';
}

export async function photograph(label: RgbImage, conditions: PhotoConditions, random: SeededRandom): Promise<Photo> {
  const raw = placeOnSurface(label, conditions, random);
  let pipeline = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } });
  if (conditions.blurSigma >= 0.3) pipeline = pipeline.blur(conditions.blurSigma);
  if (conditions.quarterTurns !== 0) pipeline = pipeline.rotate(conditions.quarterTurns * 90);
  return conditions.jpegQuality === null
    ? { image: await pipeline.png().toBuffer(), mimeType: 'image/png' }
    : { image: await pipeline.jpeg({ quality: conditions.jpegQuality }).toBuffer(), mimeType: 'image/jpeg' };
}

/** Resamples the label through a perspective map onto a surface and lights it unevenly. */
function placeOnSurface(label: RgbImage, c: PhotoConditions, random: SeededRandom): RgbImage {
  const { width: w, height: h } = label;
  const corners: Point[] = [
    { x: 0, y: 0 },
    { x: w, y: 0 },
    { x: w, y: h },
    { x: 0, y: h },
  ];
  const angle = (c.tiltDeg * Math.PI) / 180;
  const placed = corners.map(({ x, y }) => {
    const dx = x - w / 2;
    const dy = y - h / 2;
    return {
      x: dx * cos(angle) - dy * sin(angle) + random.between(-1, 1) * c.perspective * w,
      y: dx * sin(angle) + dy * cos(angle) + random.between(-1, 1) * c.perspective * h,
    };
  });
  const border = round(0.04 * max(w, h));
  const minX = min(...placed.map((p) => p.x));
  const minY = min(...placed.map((p) => p.y));
  const width = ceil(max(...placed.map((p) => p.x)) - minX) + 2 * border;
  const height = ceil(max(...placed.map((p) => p.y)) - minY) + 2 * border;
  const photoCorners = placed.map((p) => ({ x: p.x - minX + border, y: p.y - minY + border }));
  const toLabel = solveHomography(photoCorners, corners);

  const [h0, h1, h2, h3, h4, h5, h6, h7] = toLabel as [number, number, number, number, number, number, number, number];
  const stains = stainField(random, c.stains);
  const light = lightField(width, height, c, random);
  const noise = new NormalDeviates(random);
  const out = new Uint8Array(width * height * 3);
  const src = label.data;
  const [surfaceR, surfaceG, surfaceB] = c.surface;
  for (let y = 0; y < height; y++) {
    const py = y + 0.5;
    for (let x = 0; x < width; x++) {
      const px = x + 0.5;
      const depth = h6 * px + h7 * py + 1;
      const u = (h0 * px + h1 * py + h2) / depth;
      const v = (h3 * px + h4 * py + h5) / depth;
      let r = surfaceR;
      let g = surfaceG;
      let b = surfaceB;
      if (u >= 0 && v >= 0 && u < w - 1 && v < h - 1) {
        // Bilinear sample of the label, darkened by the paper's stains and grain.
        const x0 = floor(u);
        const y0 = floor(v);
        const fx = u - x0;
        const fy = v - y0;
        const w00 = (1 - fx) * (1 - fy);
        const w10 = fx * (1 - fy);
        const w01 = (1 - fx) * fy;
        const w11 = fx * fy;
        const i00 = (y0 * w + x0) * 3;
        const i01 = i00 + w * 3;
        const paper = (1 - stains(u / w, v / h)) * (1 + c.grain * noise.next());
        r = (w00 * (src[i00] as number) + w10 * (src[i00 + 3] as number) + w01 * (src[i01] as number) + w11 * (src[i01 + 3] as number)) * paper;
        g = (w00 * (src[i00 + 1] as number) + w10 * (src[i00 + 4] as number) + w01 * (src[i01 + 1] as number) + w11 * (src[i01 + 4] as number)) * paper;
        b = (w00 * (src[i00 + 2] as number) + w10 * (src[i00 + 5] as number) + w01 * (src[i01 + 2] as number) + w11 * (src[i01 + 5] as number)) * paper;
      }
      const factor = light.factor(x, y);
      const whiten = light.whiten(x, y);
      const sensor = c.noiseSigma * noise.next();
      const o = (y * width + x) * 3;
      out[o] = clampByte(r * factor + (255 - r * factor) * whiten + sensor);
      out[o + 1] = clampByte(g * factor + (255 - g * factor) * whiten + sensor);
      out[o + 2] = clampByte(b * factor + (255 - b * factor) * whiten + sensor);
    }
  }
  return { data: out, width, height };
}

/** Smooth stains: a coarse random grid, interpolated; returns the darkening at (u, v) in [0, 1]². */
function stainField(random: SeededRandom, strength: number): (u: number, v: number) => number {
  if (strength === 0) return () => 0;
  const cells = random.int(5, 10);
  const grid = Array.from({ length: (cells + 1) * (cells + 1) }, () => random.next() * strength);
  const at = (i: number, j: number) => grid[j * (cells + 1) + i] as number;
  return (u, v) => {
    const gx = u * cells;
    const gy = v * cells;
    const i = min(cells - 1, floor(gx));
    const j = min(cells - 1, floor(gy));
    const fx = gx - i;
    const fy = gy - j;
    return (at(i, j) * (1 - fx) + at(i + 1, j) * fx) * (1 - fy) + (at(i, j + 1) * (1 - fx) + at(i + 1, j + 1) * fx) * fy;
  };
}

/** Light across the photo: a directional falloff, a vignette and an optional glossy highlight. */
function lightField(
  width: number,
  height: number,
  c: PhotoConditions,
  random: SeededRandom,
): { factor: (x: number, y: number) => number; whiten: (x: number, y: number) => number } {
  const direction = random.between(0, 2 * Math.PI);
  const dx = cos(direction);
  const dy = sin(direction);
  const halfDiagonal = hypot(width, height) / 2;
  const glareX = random.between(0.2, 0.8) * width;
  const glareY = random.between(0.2, 0.8) * height;
  const glareSpread = 2 * (random.between(0.12, 0.25) * min(width, height)) ** 2;
  return {
    factor: (x, y) => {
      const along = ((x - width / 2) * dx + (y - height / 2) * dy) / halfDiagonal;
      const radius = hypot(x - width / 2, y - height / 2) / halfDiagonal;
      return (1 - (c.shading * (along + 1)) / 2) * (1 - c.vignette * radius * radius);
    },
    whiten: (x, y) =>
      c.glare === 0 ? 0 : c.glare * exp(-((x - glareX) ** 2 + (y - glareY) ** 2) / glareSpread),
  };
}

/**
 * Normal deviates drawn from a table filled once from the seeded source: per-pixel noise needs
 * millions of them, and a table lookup is much cheaper than Box-Muller each time.
 */
class NormalDeviates {
  private static readonly SIZE = 4096;
  private readonly table: Float64Array;

  constructor(private readonly random: SeededRandom) {
    this.table = Float64Array.from({ length: NormalDeviates.SIZE }, () => random.gaussian());
  }

  next(): number {
    return this.table[floor(this.random.next() * NormalDeviates.SIZE)] as number;
  }
}

const clampByte = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : round(value));
