// Values as a person would type them: no stray separators at the ends, and labels printed in
// capitals brought back to title case.

const KEEP_SHORT_CAPS = /^(?:AA|AB|PB|CM|NO)$/;

/** "NORTHBOUND COFFEE ROASTERS" -> "Northbound Coffee Roasters"; mixed case stays as printed. */
export function tidyCase(text: string): string {
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 3 || letters !== letters.toUpperCase()) return text;
  return text
    .split(' ')
    .map((word) => {
      if (/\d/.test(word) || KEEP_SHORT_CAPS.test(word)) return word;
      return word.toLowerCase().replace(/(^|[-/('&.])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
    })
    .join(' ');
}

/** Trims separators and stray marks OCR leaves at the ends, then tidies the case. */
export function tidyValue(text: string): string {
  return tidyCase(
    text
      .replace(/^[\s\-–—:;,.|/·•*+]+/, '')
      .replace(/[\s\-–—:;,|/·•*+]+$/, '')
      .replace(/\s+/g, ' '),
  );
}

/** "dark chocolate" -> "Dark chocolate". */
export function capitaliseFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
