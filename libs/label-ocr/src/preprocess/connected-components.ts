// The 8-connected ink blobs of a binary mask (letters, mostly; also frames, rules and specks),
// found run by run: a label photo has a few hundred thousand ink pixels but only tens of
// thousands of horizontal runs.

// Local copies of Math's functions: looking the global up on every call in a hot loop is very
// slow where code runs inside a vm context, as under jest.
const { max, min } = Math;

export interface ComponentBox {
  left: number;
  top: number;
  /** Inclusive. */
  right: number;
  /** Inclusive. */
  bottom: number;
  pixels: number;
}

export interface Components {
  boxes: ComponentBox[];
  /** Run i covers row runRow[i], columns runStart[i]..runEnd[i], and belongs to boxes[runComponent[i]]. */
  runRow: Int32Array;
  runStart: Int32Array;
  runEnd: Int32Array;
  runComponent: Int32Array;
}

/** `mask` holds one byte per pixel, row by row; non-zero is ink. */
export function findComponents(mask: Uint8Array, width: number, height: number): Components {
  const starts: number[] = [];
  const ends: number[] = [];
  const rows: number[] = [];
  const firstRunOfRow = new Int32Array(height + 1);
  for (let y = 0; y < height; y++) {
    firstRunOfRow[y] = starts.length;
    const base = y * width;
    let x = 0;
    while (x < width) {
      if (mask[base + x] === 0) {
        x++;
        continue;
      }
      const start = x;
      while (x < width && mask[base + x] !== 0) x++;
      starts.push(start);
      ends.push(x - 1);
      rows.push(y);
    }
  }
  firstRunOfRow[height] = starts.length;

  const parent = new Int32Array(starts.length);
  for (let i = 0; i < parent.length; i++) parent[i] = i;
  const find = (run: number): number => {
    let r = run;
    while (parent[r] !== r) {
      parent[r] = parent[parent[r] as number] as number;
      r = parent[r] as number;
    }
    return r;
  };
  // A run touches a run of the row above when their spans overlap or meet diagonally.
  for (let y = 1; y < height; y++) {
    let above = firstRunOfRow[y - 1] as number;
    const aboveEnd = firstRunOfRow[y] as number;
    for (let run = firstRunOfRow[y] as number; run < (firstRunOfRow[y + 1] as number); run++) {
      const start = starts[run] as number;
      const end = ends[run] as number;
      while (above < aboveEnd && (ends[above] as number) < start - 1) above++;
      for (let k = above; k < aboveEnd && (starts[k] as number) <= end + 1; k++) {
        const a = find(run);
        const b = find(k);
        if (a !== b) parent[max(a, b)] = min(a, b);
      }
    }
  }

  // Runs come in row order, so a component's first run is its top row.
  const boxes: ComponentBox[] = [];
  const indexOfRoot = new Map<number, number>();
  const runComponent = new Int32Array(starts.length);
  for (let run = 0; run < starts.length; run++) {
    const root = find(run);
    const start = starts[run] as number;
    const end = ends[run] as number;
    const y = rows[run] as number;
    let index = indexOfRoot.get(root);
    if (index === undefined) {
      index = boxes.length;
      indexOfRoot.set(root, index);
      boxes.push({ left: start, top: y, right: end, bottom: y, pixels: 0 });
    }
    const box = boxes[index] as ComponentBox;
    box.left = min(box.left, start);
    box.right = max(box.right, end);
    box.bottom = y;
    box.pixels += end - start + 1;
    runComponent[run] = index;
  }
  return {
    boxes,
    runRow: Int32Array.from(rows),
    runStart: Int32Array.from(starts),
    runEnd: Int32Array.from(ends),
    runComponent,
  };
}

/** Paints the components `erase` picks white (255) in `pixels`, an image the size of the mask. */
export function eraseComponents(
  pixels: Uint8Array,
  width: number,
  components: Components,
  erase: (box: ComponentBox) => boolean,
): void {
  const erased = components.boxes.map(erase);
  for (let run = 0; run < components.runRow.length; run++) {
    if (!erased[components.runComponent[run] as number]) continue;
    const base = (components.runRow[run] as number) * width;
    pixels.fill(255, base + (components.runStart[run] as number), base + (components.runEnd[run] as number) + 1);
  }
}
