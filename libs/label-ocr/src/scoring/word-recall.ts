// Word recall: the share of printed words that appear in the OCR text. Words are compared
// case-insensitively, without punctuation or accents, as a multiset (a word printed twice must be
// read twice); word order does not matter.

export interface WordRecall {
  found: number;
  total: number;
  /** Printed words the OCR text does not contain (normalised). */
  missed: string[];
}

/** Lower case, accents and punctuation dropped: "Nariño," -> "narino", "1,900–2,100" -> "19002100". */
export function normaliseWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

export function wordsOf(text: string): string[] {
  return text
    .split(/\s+/)
    .map(normaliseWord)
    .filter((word) => word.length > 0);
}

export function measureWordRecall(printedWords: readonly string[], ocrText: string): WordRecall {
  const available = new Map<string, number>();
  for (const word of wordsOf(ocrText)) available.set(word, (available.get(word) ?? 0) + 1);
  const expected = printedWords.map(normaliseWord).filter((word) => word.length > 0);
  const missed: string[] = [];
  for (const word of expected) {
    const left = available.get(word) ?? 0;
    if (left > 0) available.set(word, left - 1);
    else missed.push(word);
  }
  return { found: expected.length - missed.length, total: expected.length, missed };
}
