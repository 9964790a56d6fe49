import { eraseComponents, findComponents } from './connected-components';

/** A mask from rows of '#' (ink) and '.' (paper). */
function mask(rows: string[]): { data: Uint8Array; width: number; height: number } {
  const width = rows[0]?.length ?? 0;
  return { data: Uint8Array.from(rows.join('').split(''), (c) => (c === '#' ? 1 : 0)), width, height: rows.length };
}

describe('findComponents', () => {
  it('finds the boxes of 8-connected blobs', () => {
    const { data, width, height } = mask(['##....', '.#..#.', '..#.#.', '....#.', '#.....']);
    const { boxes } = findComponents(data, width, height);
    expect(boxes).toEqual([
      { left: 0, top: 0, right: 2, bottom: 2, pixels: 4 },
      { left: 4, top: 1, right: 4, bottom: 3, pixels: 3 },
      { left: 0, top: 4, right: 0, bottom: 4, pixels: 1 },
    ]);
  });

  it('joins a U shape whose arms only meet at the bottom', () => {
    const { data, width, height } = mask(['#..#', '#..#', '####']);
    expect(findComponents(data, width, height).boxes).toEqual([{ left: 0, top: 0, right: 3, bottom: 2, pixels: 8 }]);
  });
});

describe('eraseComponents', () => {
  it('paints the chosen blobs white and leaves the rest', () => {
    const { data, width, height } = mask(['#....', '....#', '....#']);
    const pixels = Uint8Array.from(data, (ink) => (ink ? 0 : 255));
    eraseComponents(pixels, width, findComponents(data, width, height), (box) => box.bottom - box.top > 0);
    expect(Array.from(pixels)).toEqual([0, ...Array<number>(14).fill(255)]);
  });
});
