// The words labels put before a value ("Origin:", "PROCESS —", "Net wt", "Roasted on").
import type { LabelFieldName } from '../label-fields';

export type LabelledField = Exclude<LabelFieldName, 'certifications'> | 'bestBefore';

export interface LabelledValue {
  field: LabelledField;
  value: string;
}

interface FieldLabel {
  field: LabelledField;
  words: readonly string[];
  /** Words that also start ordinary names ("Coffee Collective") only count before a colon. */
  needsColon?: boolean;
}

const FIELD_LABELS: readonly FieldLabel[] = [
  { field: 'roaster', words: ['roasted by', 'roasted and packed by', 'roaster', 'roastery'] },
  { field: 'roastDate', words: ['roasted on', 'roast date', 'date roasted', 'roasted', 'packed on'] },
  { field: 'bestBefore', words: ['best before', 'best by', 'use by', 'expiry date', 'expiry'] },
  { field: 'roastLevel', words: ['roast level', 'roast profile', 'roast'] },
  { field: 'origin', words: ['country of origin', 'origin', 'country', 'region', 'grown in'] },
  { field: 'processingMethod', words: ['processing method', 'process method', 'processing', 'process', 'method'] },
  { field: 'altitude', words: ['altitude', 'elevation', 'alt', 'grown at'] },
  { field: 'variety', words: ['varietals', 'varietal', 'varieties', 'variety', 'cultivars', 'cultivar'] },
  {
    field: 'producer',
    words: ['producers', 'producer', 'produced by', 'grown by', 'farmer', 'farm', 'washing station', 'station', 'cooperative'],
  },
  {
    field: 'flavorNotes',
    words: ['tasting notes', 'flavour notes', 'flavor notes', 'cup notes', 'notes of', 'notes', 'we taste', 'in the cup', 'tastes like'],
  },
  { field: 'weight', words: ['net weight', 'net wt', 'net contents', 'weight', 'net'] },
  { field: 'coffeeName', words: ['coffee name', 'coffee', 'name', 'lot name', 'blend'], needsColon: true },
];

const wordsAlternation = (labels: readonly FieldLabel[]) =>
  labels
    .flatMap((label) => label.words)
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/ /g, '\\s*'))
    .join('|');

const END_OF_WORD = String.raw`\.?(?![\p{L}\p{N}])`;
const SEPARATOR = String.raw`\s*[:;=.\-–—]*\s*`;
const LOOSE = wordsAlternation(FIELD_LABELS.filter((label) => !label.needsColon));
const ANY = wordsAlternation(FIELD_LABELS);

const AT_START = new RegExp(String.raw`^(${LOOSE})${END_OF_WORD}${SEPARATOR}(.*)$`, 'iu');
const AT_START_WITH_COLON = new RegExp(String.raw`^(${ANY})${END_OF_WORD}\s*:\s*(.*)$`, 'iu');
/**
 * A second label further along a line, as two-column labels come out of OCR: "... Roast: Light",
 * "... ROAST — Light", or a label in capitals with no separator at all ("... METHOD Washed").
 */
const FURTHER = new RegExp(String.raw`(?<=\s)(${ANY})${END_OF_WORD}(\s*(?::|;|[-—]\s)\s*|\s+)`, 'giu');

function fieldOf(labelText: string): LabelledField | null {
  const words = labelText.toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '');
  const compact = words.replace(/ /g, '');
  return FIELD_LABELS.find((label) => label.words.some((word) => word === words || word.replace(/ /g, '') === compact))?.field ?? null;
}

/**
 * The labelled values of a line that starts with a label; empty when it does not. A line can
 * carry several ("Origin: Kenya Process: Washed").
 */
export function labelledValues(line: string): LabelledValue[] {
  const start = AT_START_WITH_COLON.exec(line) ?? AT_START.exec(line);
  if (!start) return [];
  const found: { field: LabelledField | null; valueStart: number; labelStart: number }[] = [
    { field: fieldOf(start[1] ?? ''), valueStart: line.length - (start[2] ?? '').length, labelStart: 0 },
  ];
  for (const match of line.matchAll(FURTHER)) {
    if (match.index < (found[0]?.valueStart ?? 0)) continue;
    const field = fieldOf(match[1] ?? '');
    const separated = /[:;\-—]/.test(match[2] ?? '');
    // Without a separator only a label in capitals counts, and not one that continues the value
    // before it ("PRODUCER KOCHERE COOPERATIVE").
    const capitals = (match[1] ?? '') === (match[1] ?? '').toUpperCase() && field !== found[found.length - 1]?.field;
    if (!separated && !capitals) continue;
    found.push({ field, valueStart: match.index + match[0].length, labelStart: match.index });
  }
  return found.flatMap((entry, i) => {
    const end = found[i + 1]?.labelStart ?? line.length;
    const value = line.slice(entry.valueStart, end).trim();
    return entry.field === null || value === '' ? [] : [{ field: entry.field, value }];
  });
}

/** A label alone, maybe followed by a stray mark OCR made of a border ("ROAST PROFILE 1"). */
const CAPTION = new RegExp(String.raw`^(${ANY})${END_OF_WORD}\s*:?(?:\s+[|!1iIl])?$`, 'iu');

/** The field of a line that is only a label (a caption printed above its value), else null. */
export function captionField(line: string): LabelledField | null {
  const match = CAPTION.exec(line.trim());
  return match ? fieldOf(match[1] ?? '') : null;
}
