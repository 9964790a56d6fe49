// Dates as printed on bags, read to ISO (2026-10-02). Numeric day/month dates are taken day first
// unless that is impossible (13/05 vs 05/13): most specialty roasters print them that way.
import type { TextMatch } from './text-match';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const YEAR = String.raw`(20\d\d|\d\d)`;

const FORMATS: readonly { pattern: RegExp; read: (m: RegExpExecArray) => [year: string, month: number, day: number, dayFirst: boolean] }[] = [
  { pattern: /(?<!\d)(20\d\d)[-./](\d{1,2})[-./](\d{1,2})(?!\d)/gi, read: (m) => [m[1] ?? '', Number(m[2]), Number(m[3]), false] },
  { pattern: /(?<!\d)(\d{1,2})[-./](\d{1,2})[-./](20\d\d|\d\d)(?!\d)/gi, read: (m) => [m[3] ?? '', Number(m[2]), Number(m[1]), true] },
  { pattern: new RegExp(String.raw`(?<![\p{L}\d])${DAY}\s?${MONTH},?\s?${YEAR}(?!\d)`, 'giu'), read: (m) => [m[3] ?? '', monthNumber(m[2]), Number(m[1]), false] },
  { pattern: new RegExp(String.raw`(?<![\p{L}\d])${MONTH}\s?${DAY},?\s${YEAR}(?!\d)`, 'giu'), read: (m) => [m[3] ?? '', monthNumber(m[1]), Number(m[2]), false] },
];

function monthNumber(name: string | undefined): number {
  return MONTHS.indexOf((name ?? '').slice(0, 3).toLowerCase()) + 1;
}

/** Every date on the line, as ISO strings, in the order they appear. */
export function findDates(line: string): TextMatch[] {
  const found: TextMatch[] = [];
  for (const { pattern, read } of FORMATS) {
    for (const match of line.matchAll(pattern)) {
      if (found.some((other) => match.index < other.index + other.length && other.index < match.index + match[0].length)) continue;
      const [year, month, day, dayFirst] = read(match);
      // "05/13/2026": the day-first reading is impossible, the month-first one is not.
      const iso = isoDate(year, month, day) ?? (dayFirst ? isoDate(year, day, month) : null);
      if (iso !== null) found.push({ value: iso, index: match.index, length: match[0].length });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

function isoDate(year: string, month: number, day: number): string | null {
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  const date = new Date(Date.UTC(fullYear, month - 1, day));
  if (month < 1 || month > 12 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

const EXPIRY_CUE = /\b(?:best\s*(?:before|by)|use\s*by|exp(?:iry|ires)?|bbe?)\b/gi;
const ROAST_CUE = /\b(?:roast(?:ed)?|packed)\b/gi;

/**
 * The roast date among the lines' dates: the first one after a roast cue ("Roasted on"), else the
 * first one with no cue at all; never one after a best-before cue.
 */
export function roastDateIn(lines: readonly string[]): string | null {
  let uncued: string | null = null;
  for (const line of lines) {
    const cues = [
      ...[...line.matchAll(ROAST_CUE)].map((m) => ({ index: m.index, roast: true })),
      ...[...line.matchAll(EXPIRY_CUE)].map((m) => ({ index: m.index, roast: false })),
    ].sort((a, b) => a.index - b.index);
    for (const date of findDates(line)) {
      const cue = cues.filter((c) => c.index < date.index).pop();
      if (cue?.roast) return date.value;
      if (cue === undefined) uncued ??= date.value;
    }
  }
  return uncued;
}
