/** A count with its noun: '1 check-in', '3 check-ins', '0 coffees'. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
