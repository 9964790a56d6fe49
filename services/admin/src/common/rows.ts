/** A timestamp column as the contracts' ISO text. */
export function isoOf(value: Date | string): string {
  return new Date(value).toISOString();
}
