// Tasting notes: the items of "Jasmine, Bergamot & Peach" or "Blueberry / Cacao Nib".
import { mentionsCountry, mentionsFlavour } from './coffee-terms';
import { capitaliseFirst, tidyValue } from './text-case';

/** Commas, slashes, bullets, "&", "and", and the lone marks OCR makes of bullets (" - ", " . "). */
const ITEM_SEPARATOR = /\s*(?:[,/·•|+;]|&|\band\b)\s*|\s+[-.*©»«°]\s+/i;

export function notesOf(text: string): string[] {
  return text
    .split(ITEM_SEPARATOR)
    .map((item) => capitaliseFirst(tidyValue(item)))
    .filter((item) => /\p{L}{2}/u.test(item));
}

/** An unlabelled line of notes: several items, most of them flavours, nothing else. */
export function isFlavourNotesLine(line: string): boolean {
  if (/\d/.test(line) || /\broast\b/i.test(line) || mentionsCountry(line)) return false;
  const items = notesOf(line);
  return items.length >= 2 && items.filter(mentionsFlavour).length >= 0.6 * items.length;
}
