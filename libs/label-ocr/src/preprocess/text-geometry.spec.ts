import type { ComponentBox } from './connected-components';
import { estimateLineDirection, estimateXHeight, isNotText, letterLikeBoxes } from './text-geometry';

const box = (left: number, top: number, width: number, height: number): ComponentBox => ({
  left,
  top,
  right: left + width - 1,
  bottom: top + height - 1,
  pixels: Math.round(width * height * 0.4),
});

/** Letters 10 px wide with x-height 12 (every third one taller), on lines tilted by `degrees`. */
function lettersOnLines(degrees: number): ComponentBox[] {
  const slope = Math.tan((degrees * Math.PI) / 180);
  const letters: ComponentBox[] = [];
  for (let line = 0; line < 6; line++) {
    for (let i = 0; i < 30; i++) {
      const x = 20 + i * 14;
      const height = i % 3 === 0 ? 17 : 12;
      const bottom = 40 + line * 40 + x * slope;
      letters.push(box(x, Math.round(bottom - height), 10, height));
    }
  }
  return letters;
}

describe('estimateXHeight', () => {
  it('sits near the height of letters without ascenders', () => {
    expect(estimateXHeight(lettersOnLines(0))).toBe(12);
  });

  it('gives up with too few blobs', () => {
    expect(estimateXHeight([box(0, 0, 5, 9)])).toBeNull();
  });
});

describe('estimateLineDirection', () => {
  it('measures the tilt of the lines', () => {
    expect(estimateLineDirection(lettersOnLines(3), 12).skewDegrees).toBeCloseTo(3, 0);
    expect(estimateLineDirection(lettersOnLines(-4.5), 12).skewDegrees).toBeCloseTo(-4.5, 0);
    expect(estimateLineDirection(lettersOnLines(0), 12).sideways).toBe(false);
  });

  it('notices text running down the image', () => {
    const turned = lettersOnLines(0).map((b) => box(b.top, b.left, b.bottom - b.top + 1, b.right - b.left + 1));
    expect(estimateLineDirection(turned, 12).sideways).toBe(true);
  });
});

describe('isNotText and letterLikeBoxes', () => {
  const xHeight = 12;
  it('tells frames, rules and smears from letters and words', () => {
    expect(isNotText({ left: 0, top: 0, right: 400, bottom: 300, pixels: 2800 }, xHeight)).toBe(true); // frame
    expect(isNotText(box(0, 0, 200, 3), xHeight)).toBe(true); // rule
    expect(isNotText(box(0, 0, 4, 150), xHeight)).toBe(true); // vertical rule
    expect(isNotText(box(0, 0, 200, 80), xHeight)).toBe(true); // smear
    expect(isNotText(box(0, 0, 10, 12), xHeight)).toBe(false); // letter
    expect(isNotText(box(0, 0, 150, 40), xHeight)).toBe(false); // a heading word run together
  });

  it('keeps letter-shaped blobs only', () => {
    expect(letterLikeBoxes([box(0, 0, 10, 12), box(0, 0, 2, 2), box(0, 0, 300, 5)], 1000)).toEqual([box(0, 0, 10, 12)]);
  });
});
