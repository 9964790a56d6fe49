/**
 * Settings offer brew methods the check-in form does not (Chemex and V60 are pour-overs there), so a
 * preferred method is compared with check-ins through the check-in form's name.
 */
const CHECK_IN_NAME: Readonly<Record<string, string>> = { Chemex: 'Pour Over', V60: 'Pour Over' };

export function checkInBrewMethod(method: string): string {
  return CHECK_IN_NAME[method] ?? method;
}
