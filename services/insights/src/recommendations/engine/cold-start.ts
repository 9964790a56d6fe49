import { checkInBrewMethod } from './brew-method';
import { compareText } from './numbers';
import type { CoffeeProfile, PersonProfile } from './types';

export interface ColdStartPick {
  profile: CoffeeProfile;
  /** The method it was picked for, null when picked from the overall list. */
  method: string | null;
}

/**
 * The method cold start looks for: the person's preferred method from their settings (in the
 * check-in form's names), else the one they check in most (ties by name), else none.
 */
export function coldStartMethod(person: PersonProfile): string | null {
  if (person.preferredBrewMethod) return checkInBrewMethod(person.preferredBrewMethod);
  const counts = new Map<string, number>();
  for (const checkIn of person.checkIns)
    counts.set(checkIn.brewMethod, (counts.get(checkIn.brewMethod) ?? 0) + 1);
  const [top] = [...counts.entries()].sort(([a, x], [b, y]) => y - x || compareText(a, b));
  return top ? top[0] : null;
}

/**
 * For a person with (almost) no history: the well-rated coffees (`popular`, best first) brewed
 * mostly in their method, then the rest of the list, never one they checked in (nor one twice).
 */
export function coldStartCoffees(
  person: PersonProfile,
  popular: readonly CoffeeProfile[],
  seen: ReadonlySet<string>,
  limit: number,
): ColdStartPick[] {
  const method = coldStartMethod(person);
  const listed = new Set<string>();
  const unseen = popular.filter((profile) => {
    if (seen.has(profile.key) || listed.has(profile.key)) return false;
    listed.add(profile.key);
    return true;
  });
  const inMethod = method ? unseen.filter((profile) => profile.brewMethod === method) : [];
  const picked = new Set(inMethod.slice(0, limit).map((profile) => profile.key));
  return [
    ...inMethod.slice(0, limit).map((profile) => ({ profile, method })),
    ...unseen
      .filter((profile) => !picked.has(profile.key))
      .slice(0, limit - picked.size)
      .map((profile) => ({ profile, method: null })),
  ];
}
