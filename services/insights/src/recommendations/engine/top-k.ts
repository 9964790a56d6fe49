/**
 * One bounded "best k" list per row, all in flat typed arrays: row r keeps the k entries with the
 * highest score, a tie going to the lower id. Each row is a min-heap whose root is its worst entry,
 * so offering a candidate costs O(log k) and a full row rejects a worse one in O(1).
 */
export class TopKRows {
  private readonly ids: Int32Array;
  private readonly scores: Float64Array;
  private readonly sizes: Int32Array;

  constructor(
    rows: number,
    private readonly k: number,
  ) {
    if (!Number.isInteger(k) || k < 1) throw new RangeError(`k must be a positive integer, got ${k}`);
    this.ids = new Int32Array(rows * k);
    this.scores = new Float64Array(rows * k);
    this.sizes = new Int32Array(rows);
  }

  /** Offers `id` with `score` to `row`; kept if the row has room or it beats the row's worst. */
  offer(row: number, id: number, score: number): void {
    const base = row * this.k;
    const size = this.sizes[row]!;
    if (size < this.k) {
      // Sift up from the new leaf.
      let at = size;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!this.worse(id, score, this.ids[base + parent]!, this.scores[base + parent]!)) break;
        this.ids[base + at] = this.ids[base + parent]!;
        this.scores[base + at] = this.scores[base + parent]!;
        at = parent;
      }
      this.ids[base + at] = id;
      this.scores[base + at] = score;
      this.sizes[row] = size + 1;
      return;
    }
    if (!this.worse(this.ids[base]!, this.scores[base]!, id, score)) return;
    // Replace the root and sift down.
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= size) break;
      const right = left + 1;
      let child = left;
      if (
        right < size &&
        this.worse(
          this.ids[base + right]!,
          this.scores[base + right]!,
          this.ids[base + left]!,
          this.scores[base + left]!,
        )
      )
        child = right;
      if (!this.worse(this.ids[base + child]!, this.scores[base + child]!, id, score)) break;
      this.ids[base + at] = this.ids[base + child]!;
      this.scores[base + at] = this.scores[base + child]!;
      at = child;
    }
    this.ids[base + at] = id;
    this.scores[base + at] = score;
  }

  /** The row's entries, best first (highest score, then lowest id). */
  row(row: number): { id: number; score: number }[] {
    const base = row * this.k;
    const entries: { id: number; score: number }[] = [];
    for (let at = 0; at < this.sizes[row]!; at++)
      entries.push({ id: this.ids[base + at]!, score: this.scores[base + at]! });
    return entries.sort((a, b) => b.score - a.score || a.id - b.id);
  }

  /** True when (idA, scoreA) ranks below (idB, scoreB). */
  private worse(idA: number, scoreA: number, idB: number, scoreB: number): boolean {
    return scoreA < scoreB || (scoreA === scoreB && idA > idB);
  }
}
