// Draws a laid-out label as SVG. Every line is sized to fit the label, so every word of the
// ground truth is really printed (none clipped at the edge).
import type { LabelLayout, LabelLine, LineRole } from './label-layout';
import type { LabelFont, LabelStyle } from './label-style';

export interface LabelDrawing {
  svg: string;
  width: number;
  height: number;
}

interface LineLook {
  font: LabelFont;
  size: number;
  bold: boolean;
  italic: boolean;
  /** Extra space between letters, in em (captions are often spaced out). */
  tracking: number;
}

const COLUMN_GAP_EM = 2;
const SAFETY = 1.08;

/** Renders at `scale` output pixels per layout unit. */
export function drawLabel(layout: LabelLayout, style: LabelStyle, scale: number): LabelDrawing {
  const inner = style.width - 2 * style.margin;
  const texts: string[] = [];
  let y = style.margin * 0.8;
  let bandBottom = 0;
  for (const line of layout.lines) {
    const look = fitLine(line, lineLook(line.role, style), inner);
    y += look.size * (line.role === 'caption' ? 1.5 : 1.3);
    texts.push(...lineTexts(line, look, y, style));
    y += look.size * 0.25;
    if (style.headingBand && (line.role === 'roaster' || line.role === 'name')) {
      // The band ends below the heading's descenders, and the next line starts below the band.
      bandBottom = y + look.size * 0.3;
      y = bandBottom;
    }
  }
  const height = Math.round(y + style.margin);
  const { scheme } = style;
  const shapes = [`<rect width="${style.width}" height="${height}" fill="${scheme.paper}"/>`];
  if (style.headingBand) shapes.push(`<rect width="${style.width}" height="${bandBottom.toFixed(1)}" fill="${scheme.band}"/>`);
  if (style.border) {
    const inset = style.margin * 0.4;
    shapes.push(
      `<rect x="${inset}" y="${inset}" width="${style.width - 2 * inset}" height="${height - 2 * inset}" fill="none" stroke="${scheme.ink}" stroke-width="3"/>`,
    );
  }
  const width = Math.round(style.width * scale);
  const pixelHeight = Math.round(height * scale);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${pixelHeight}" viewBox="0 0 ${style.width} ${height}">` +
    shapes.join('') +
    texts.join('') +
    '</svg>';
  return { svg, width, height: pixelHeight };
}

function lineLook(role: LineRole, style: LabelStyle): LineLook {
  const body = { font: style.bodyFont, size: style.bodySize, bold: false, italic: style.italicBody, tracking: 0 };
  switch (role) {
    case 'roaster':
      return { ...body, font: style.headingFont, size: style.bodySize * style.headingScale.roaster, bold: style.headingBold, italic: false };
    case 'name':
      return { ...body, font: style.headingFont, size: style.bodySize * style.headingScale.name, bold: style.headingBold, italic: false };
    case 'caption':
      return { ...body, size: style.bodySize * 0.75, bold: true, italic: false, tracking: 0.08 };
    case 'body':
      return body;
    case 'fine':
      return { ...body, size: style.bodySize * 0.85, italic: false };
  }
}

/** Shrinks the line's type until it fits the label's inner width. */
function fitLine(line: LabelLine, look: LineLook, inner: number): LineLook {
  const em = line.parts.reduce((sum, part) => sum + textWidthEm(part, look), 0);
  const gaps = (line.parts.length - 1) * COLUMN_GAP_EM;
  const fitted = inner / ((em + gaps) * SAFETY);
  return fitted < look.size ? { ...look, size: fitted } : look;
}

function textWidthEm(text: string, look: LineLook): number {
  const upperShare = [...text].filter((c) => c >= 'A' && c <= 'Z').length / Math.max(1, text.length);
  const perChar = look.font.advance * (look.bold ? 1.12 : 1) * (1 + 0.3 * upperShare) + look.tracking;
  return text.length * perChar;
}

function lineTexts(line: LabelLine, look: LineLook, y: number, style: LabelStyle): string[] {
  const onBand = style.headingBand && (line.role === 'roaster' || line.role === 'name');
  const fill = onBand ? style.scheme.bandInk : style.scheme.ink;
  const right = style.width - style.margin;
  const text = (content: string, x: number, anchor: 'start' | 'middle' | 'end') =>
    `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${look.font.family}" font-size="${look.size.toFixed(1)}"` +
    `${look.bold ? ' font-weight="bold"' : ''}${look.italic ? ' font-style="italic"' : ''}` +
    `${look.tracking > 0 ? ` letter-spacing="${(look.tracking * look.size).toFixed(1)}"` : ''}` +
    ` fill="${fill}" text-anchor="${anchor}" xml:space="preserve">${escapeXml(content)}</text>`;
  const [first = '', second] = line.parts;
  if (second !== undefined) return [text(first, style.margin, 'start'), text(second, right, 'end')];
  return [style.align === 'middle' ? text(first, style.width / 2, 'middle') : text(first, style.margin, 'start')];
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
