/** Narrows a string (e.g. a select's value) to one of a fixed list of options. */
export function isOneOf<T extends string>(options: readonly T[], value: string): value is T {
  return (options as readonly string[]).includes(value);
}
