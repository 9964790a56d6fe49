// OCR text as clean lines, and lines as the pieces a label separates with dots or bars.

const DASHES = /[\u2010-\u2015\u2212]/g;
const BULLETS = /[\u00b7\u2022\u2219\u22c5\u25cf\u00ab\u00bb\u00a6]/g;
/** Marks OCR makes of borders and rules at the ends of a line. */
const EDGE_JUNK = /^(?:[|!{}[\]()_~=<>\\/'"`*°]+|[iIl|](?=\s))\s*|\s*(?:[|!{}[\]_~=<>\\/'"`*°]+|(?<=\s)[iIl|])$/;

/** The text's lines, with unicode dashes and bullets made plain and edge junk removed. */
export function labelLines(rawText: string): string[] {
  return rawText
    .normalize('NFC')
    .replace(DASHES, '-')
    .replace(BULLETS, ' · ')
    .split('\n')
    .map(stripEdgeJunk)
    .filter((line) => /[\p{L}\p{N}]{2}/u.test(line));
}

function stripEdgeJunk(line: string): string {
  let current = line.replace(/\s+/g, ' ').trim();
  for (;;) {
    const next = current.replace(EDGE_JUNK, '').trim();
    if (next === current) return current;
    current = next;
  }
}

/**
 * Splits a line where the label separates items: bullets, bars and lone marks between spaces
 * ("Washed · Light Roast", "Washed | Light Roast", OCR's "Washed - Light Roast"). Commas, "&" and
 * "/" stay: they join the items of one field ("Bourbon & Caturra").
 */
export function splitSegments(line: string): string[] {
  return line
    .split(/\s+[-·|+*°~=.:]{1,2}\s+|\s*[·|]\s*/u)
    .map((segment) => segment.trim())
    .filter((segment) => /[\p{L}\p{N}]/u.test(segment));
}

const SHORT_WORDS = new Set(['g', 'kg', 'oz', 'lb', 'wt', 'm', 'by', 'of', 'on', 'in', 'la', 'el', 'de', 'aa', 'ab', 'co']);

/**
 * Whether a line reads like words rather than OCR noise from a texture ("SR SBS BRIE TR Ee oS"):
 * at least half of its tokens are words of three letters or more in one case, numbers, or short
 * words labels use.
 */
export function looksLikeWords(line: string): boolean {
  const tokens = line.split(' ').map((token) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.]+$/gu, '')).filter(Boolean);
  if (tokens.length === 0) return false;
  const wordLike = tokens.filter(
    (token) =>
      /^\p{N}[\p{N},.-]*$/u.test(token) ||
      SHORT_WORDS.has(token.toLowerCase()) ||
      /^(?:\p{Lu}?\p{Ll}{2,}|\p{Lu}{3,}|\p{Lu}\p{Ll}+-\p{L}+)\.?$/u.test(token),
  );
  return wordLike.length * 2 >= tokens.length && tokens.some((token) => /\p{L}{3}/u.test(token));
}
