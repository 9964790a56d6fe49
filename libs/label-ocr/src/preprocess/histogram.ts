// 256-bin histograms and the two statistics the preprocessing takes from them.

// Local copies of Math's functions: looking the global up on every call in a hot loop is very
// slow where code runs inside a vm context, as under jest.
const { round } = Math;

export function histogramOf(values: ArrayLike<number>): Uint32Array {
  const bins = new Uint32Array(256);
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number;
    const bin = value < 0 ? 0 : value > 255 ? 255 : round(value);
    bins[bin] = (bins[bin] as number) + 1;
  }
  return bins;
}

/** The smallest value v such that at least `share` of the counted values are <= v. */
export function percentile(bins: Uint32Array, share: number, from = 0): number {
  let total = 0;
  for (let v = from; v < 256; v++) total += bins[v] as number;
  const target = share * total;
  let seen = 0;
  for (let v = from; v < 256; v++) {
    seen += bins[v] as number;
    if (seen >= target && seen > 0) return v;
  }
  return 255;
}

/**
 * Otsu's threshold over bins[from..255]: the value that best splits them into two classes
 * (values <= threshold and above), maximising the between-class variance.
 */
export function otsuThreshold(bins: Uint32Array, from = 0): number {
  let total = 0;
  let sum = 0;
  for (let v = from; v < 256; v++) {
    total += bins[v] as number;
    sum += v * (bins[v] as number);
  }
  let below = 0;
  let sumBelow = 0;
  let best = -1;
  let threshold = from;
  for (let v = from; v < 255; v++) {
    below += bins[v] as number;
    sumBelow += v * (bins[v] as number);
    const above = total - below;
    if (below === 0) continue;
    if (above === 0) break;
    const meanGap = sumBelow / below - (sum - sumBelow) / above;
    const between = below * above * meanGap * meanGap;
    if (between > best) {
      best = between;
      threshold = v;
    }
  }
  return threshold;
}
