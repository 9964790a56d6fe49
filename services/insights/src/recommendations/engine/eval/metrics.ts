/** Hit-rate@k and NDCG@k of a list of 1-based ranks of each person's one hidden item (null: not listed). */
export interface RankingFigures {
  hits: number;
  hitRate: number;
  ndcg: number;
}

export function rankingFigures(ranks: readonly (number | null)[], k: number): RankingFigures {
  let hits = 0;
  let gain = 0;
  for (const rank of ranks) {
    if (rank === null || rank > k) continue;
    hits++;
    gain += 1 / Math.log2(rank + 1);
  }
  const people = ranks.length;
  return { hits, hitRate: people ? hits / people : 0, ndcg: people ? gain / people : 0 };
}

/** The p-th percentile (nearest rank) of the values; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}
