// Processing wordings reduced to the catalogue's methods. Order matters: the more specific
// method wins ("Anaerobic Natural" is Anaerobic, "Pulped Natural" is Honey).
import type { ProcessingMethod } from '../label-fields';

const RULES: readonly (readonly [RegExp, ProcessingMethod])[] = [
  [/wet[\s-]*hull|giling[\s-]*basah|semi[\s-]*washed/i, 'Wet-Hulled'],
  [/anaerob|carbonic|maceration/i, 'Anaerobic'],
  [/\bhoney\b|pulped[\s-]*natural|\bmiel\b/i, 'Honey'],
  [/\bnatural\b|dry[\s-]*process|sun[\s-]*dried|unwashed/i, 'Natural'],
  [/\bwashed\b|wet[\s-]*process|\blavado\b/i, 'Washed'],
  [/ferment|experimental|\bkoji\b|thermal[\s-]*shock|\blactic\b|\byeast\b|infused/i, 'Other'],
];

/** The method a wording names, or null when it names none of them. */
export function processingMethodOf(text: string): ProcessingMethod | null {
  return RULES.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}
