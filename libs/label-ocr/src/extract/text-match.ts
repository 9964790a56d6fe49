/** A value read from part of a line, with where that part is (to take it out of the line). */
export interface TextMatch<T = string> {
  value: T;
  index: number;
  length: number;
}

/** The line with the matched parts replaced by a separator, so what is left can be split. */
export function withoutMatches(line: string, matches: readonly TextMatch<unknown>[]): string {
  let rest = line;
  for (const match of [...matches].sort((a, b) => b.index - a.index)) {
    rest = `${rest.slice(0, match.index)} · ${rest.slice(match.index + match.length)}`;
  }
  return rest;
}
