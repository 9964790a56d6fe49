/**
 * V60 and Chemex are pour-overs, and most of the community logged theirs as "Pour Over" before the
 * form offered them: a preferred method is matched with the community's coffees by that family name.
 */
const FAMILY: Readonly<Record<string, string>> = { Chemex: 'Pour Over', V60: 'Pour Over' };

export function checkInBrewMethod(method: string): string {
  return FAMILY[method] ?? method;
}
