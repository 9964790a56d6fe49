/** Mean rating with one decimal, half up, computed in integers so (sum * 10 / count) is exact; 0 for none. */
export function averageRating(ratingsSum: number, count: number): number {
  return count === 0 ? 0 : Math.round((ratingsSum * 10) / count) / 10;
}
