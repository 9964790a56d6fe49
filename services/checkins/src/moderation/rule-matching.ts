import type { RuleAction } from '@crema/contracts/admin/moderation';

/** An active rule with a pattern, as the projection holds it. */
export interface ActiveRule {
  id: number;
  name: string;
  pattern: string;
  action: RuleAction;
}

/** A piece of text the rules read, with the name a moderator sees for it (several may share one). */
export interface ModeratedText {
  label: string;
  text: string | null;
}

/** A rule that matched, and where. */
export interface RuleMatch {
  rule: ActiveRule;
  labels: string[];
}

/** What the rules decide about new content: the reports to raise, and whether to hide it. */
export interface ModerationVerdict {
  hidden: boolean;
  reports: RuleReport[];
}

export interface RuleReport {
  ruleId: number;
  ruleName: string;
  reason: string;
  hid: boolean;
}

export const NO_VERDICT: ModerationVerdict = { hidden: false, reports: [] };

const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;

/**
 * The words of a text, lower-cased and without accents (NFKD, combining marks dropped): "Café
 * CRÈME!" → ["cafe", "creme"]. Linear in the text; the rules compare these, never a regular
 * expression built from what an administrator typed.
 */
export function words(text: string): string[] {
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase().match(WORD) ?? [];
}

/**
 * Whether `phrase` occurs in `text` as consecutive whole words (Knuth–Morris–Pratt over words):
 * O(text + phrase) whatever the phrase, so no pattern can make matching slow.
 */
export function containsPhrase(text: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0 || phrase.length > text.length) return false;
  // fallback[i]: the length of the longest proper prefix of phrase[0..i] that is also its suffix.
  const fallback = new Array<number>(phrase.length).fill(0);
  for (let i = 1, k = 0; i < phrase.length; i += 1) {
    while (k > 0 && phrase[i] !== phrase[k]) k = fallback[k - 1]!;
    if (phrase[i] === phrase[k]) k += 1;
    fallback[i] = k;
  }
  for (let i = 0, k = 0; i < text.length; i += 1) {
    while (k > 0 && text[i] !== phrase[k]) k = fallback[k - 1]!;
    if (text[i] === phrase[k]) k += 1;
    if (k === phrase.length) return true;
  }
  return false;
}

/** Every rule that matches at least one of the texts, with the labels of the texts it matched. */
export function matchRules(rules: readonly ActiveRule[], texts: readonly ModeratedText[]): RuleMatch[] {
  if (rules.length === 0) return [];
  const read = texts.flatMap((text) => (text.text ? [{ label: text.label, words: words(text.text) }] : []));
  return rules.flatMap((rule) => {
    const phrase = words(rule.pattern);
    const labels = new Set(
      read.filter((text) => containsPhrase(text.words, phrase)).map((text) => text.label),
    );
    return labels.size > 0 ? [{ rule, labels: [...labels] }] : [];
  });
}

/** The reports the matches raise (one per rule) and whether any of them hides the content. */
export function verdictOf(matches: readonly RuleMatch[]): ModerationVerdict {
  const reports = matches.map(({ rule, labels }) => ({
    ruleId: rule.id,
    ruleName: rule.name,
    reason: `Matched rule “${rule.name}”: “${rule.pattern}” in the ${labels.join(', ')}`,
    hid: rule.action === 'hide',
  }));
  return { hidden: reports.some((report) => report.hid), reports };
}
