import type { SearchCounts } from '@crema/contracts/search/search';
import { SEARCH_RESULTS_MAX, SEARCH_TYPES, type SearchType } from '@crema/contracts/search/search-terms';

/** What a tab holds, as a sentence names it: "No people match", "3 cafés". */
export const SEARCH_NOUNS: Record<SearchType, { one: string; many: string }> = {
  coffees: { one: 'coffee', many: 'coffees' },
  roasters: { one: 'roaster', many: 'roasters' },
  cafes: { one: 'café', many: 'cafés' },
  users: { one: 'person', many: 'people' },
};

export interface OtherTab {
  type: SearchType;
  /** "12 coffees", "20+ cafés" (a tab lists at most 20). */
  label: string;
}

/** The other tabs that have results, in tab order. */
export function otherTabs(current: SearchType, counts: SearchCounts): OtherTab[] {
  return SEARCH_TYPES.filter((type) => type !== current && counts[type] > 0).map((type) => {
    const count = counts[type];
    const noun = count === 1 ? SEARCH_NOUNS[type].one : SEARCH_NOUNS[type].many;
    return { type, label: `${count >= SEARCH_RESULTS_MAX ? `${SEARCH_RESULTS_MAX}+` : count} ${noun}` };
  });
}

/** "12 coffees and 3 cafés do", "1 person does", "1 coffee, 2 roasters and 3 cafés do". */
export function othersSentence(others: readonly OtherTab[]): string {
  const labels = others.map((other) => other.label);
  const list =
    labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
  const single = others.length === 1 && /^1 /.test(labels[0] ?? '');
  return `${list} ${single ? 'does' : 'do'}`;
}
