// How a synthetic label looks: fonts, sizes, colours and decoration.
import type { SeededRandom } from './seeded-random';

export interface LabelFont {
  /** A fontconfig family name (fc-list); sharp renders SVG text through fontconfig. */
  family: string;
  /** Mean advance of mixed-case text, in em: used to keep every line inside the label. */
  advance: number;
  /** x-height in em: the corpus sizes text by it. */
  xHeight: number;
}

export const LABEL_FONTS: readonly LabelFont[] = [
  { family: 'DejaVu Sans', advance: 0.51, xHeight: 0.55 },
  { family: 'DejaVu Serif', advance: 0.52, xHeight: 0.52 },
  { family: 'DejaVu Sans Mono', advance: 0.6, xHeight: 0.55 },
  { family: 'DejaVu Sans Condensed', advance: 0.46, xHeight: 0.55 },
  { family: 'DejaVu Serif Condensed', advance: 0.47, xHeight: 0.52 },
  { family: 'Liberation Sans', advance: 0.46, xHeight: 0.52 },
  { family: 'Liberation Serif', advance: 0.42, xHeight: 0.46 },
  { family: 'Liberation Mono', advance: 0.6, xHeight: 0.53 },
  { family: 'Liberation Sans Narrow', advance: 0.38, xHeight: 0.52 },
];

/** Hairline strokes: only legible when printed large enough. */
const THIN_FONT: LabelFont = { family: 'DejaVu Sans Light', advance: 0.51, xHeight: 0.55 };
const THIN_FONT_MIN_X_HEIGHT_PX = 14;

export interface ColourScheme {
  paper: string;
  ink: string;
  /** The heading band, when a label has one, and the text printed on it. */
  band: string;
  bandInk: string;
  lightOnDark: boolean;
}

const LIGHT_SCHEMES: readonly ColourScheme[] = [
  { paper: '#f4efe6', ink: '#2b2118', band: '#2b2118', bandInk: '#f4efe6', lightOnDark: false },
  { paper: '#ffffff', ink: '#1d2a44', band: '#1d2a44', bandInk: '#ffffff', lightOnDark: false },
  { paper: '#c9a77c', ink: '#2a1a10', band: '#3b2616', bandInk: '#e9d6b9', lightOnDark: false },
  { paper: '#b89b72', ink: '#3d2b1a', band: '#3d2b1a', bandInk: '#d9c3a0', lightOnDark: false },
  { paper: '#e8e3d3', ink: '#5a3e2b', band: '#5a3e2b', bandInk: '#f3ecdc', lightOnDark: false },
  { paper: '#dfe8e1', ink: '#1f3b2d', band: '#1f3b2d', bandInk: '#e8c872', lightOnDark: false },
  { paper: '#f2d7c9', ink: '#7a1f1f', band: '#7a1f1f', bandInk: '#f8e9e0', lightOnDark: false },
  { paper: '#f6e7b4', ink: '#3b2f20', band: '#c0392b', bandInk: '#fff6dc', lightOnDark: false },
  { paper: '#d6d6d6', ink: '#3a3a3a', band: '#3a3a3a', bandInk: '#e6e6e6', lightOnDark: false },
  { paper: '#fafafa', ink: '#8a5a2b', band: '#8a5a2b', bandInk: '#fafafa', lightOnDark: false },
];

const DARK_SCHEMES: readonly ColourScheme[] = [
  { paper: '#1b1b1b', ink: '#f0e6d2', band: '#c8a45a', bandInk: '#1b1b1b', lightOnDark: true },
  { paper: '#1d2a44', ink: '#f5f5f5', band: '#f5f5f5', bandInk: '#1d2a44', lightOnDark: true },
  { paper: '#1f3b2d', ink: '#e8c872', band: '#e8c872', bandInk: '#1f3b2d', lightOnDark: true },
  { paper: '#4a1c24', ink: '#f3e3c3', band: '#f3e3c3', bandInk: '#4a1c24', lightOnDark: true },
  { paper: '#2b2b2b', ink: '#c8b273', band: '#c8b273', bandInk: '#2b2b2b', lightOnDark: true },
  { paper: '#0f4c5c', ink: '#fde8c8', band: '#fde8c8', bandInk: '#0f4c5c', lightOnDark: true },
];

export interface LabelStyle {
  /** Label width in layout units (the SVG's viewBox). */
  width: number;
  margin: number;
  bodySize: number;
  headingScale: { roaster: number; name: number };
  headingFont: LabelFont;
  bodyFont: LabelFont;
  headingBold: boolean;
  italicBody: boolean;
  align: 'start' | 'middle';
  scheme: ColourScheme;
  headingBand: boolean;
  border: boolean;
}

/** `bodyXHeightPx` is the body text's x-height in the final photo. */
export function chooseLabelStyle(random: SeededRandom, bodyXHeightPx: number): LabelStyle {
  const fonts = bodyXHeightPx >= THIN_FONT_MIN_X_HEIGHT_PX ? [...LABEL_FONTS, THIN_FONT] : LABEL_FONTS;
  const bodyFont = random.pick(fonts);
  return {
    width: random.int(860, 1100),
    margin: random.int(50, 80),
    bodySize: random.int(26, 34),
    headingScale: { roaster: random.between(1.1, 1.6), name: random.between(1.6, 2.6) },
    headingFont: random.chance(0.5) ? bodyFont : random.pick(LABEL_FONTS),
    bodyFont,
    headingBold: random.chance(0.6),
    italicBody: random.chance(0.1),
    align: random.chance(0.5) ? 'start' : 'middle',
    scheme: random.chance(0.25) ? random.pick(DARK_SCHEMES) : random.pick(LIGHT_SCHEMES),
    headingBand: random.chance(0.25),
    border: random.chance(0.5),
  };
}
