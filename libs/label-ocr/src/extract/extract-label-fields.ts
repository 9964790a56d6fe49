// Reads a label's fields from its OCR text. Three passes, most certain first:
//  1. labelled values ("Origin: Ethiopia", "PROCESS — washed", a caption line above its value);
//  2. values recognisable on their own in the remaining lines: weights, dates, altitudes,
//     certifications, tasting-note lists, processes, roast levels, varieties, countries, producers;
//  3. what is still unexplained: the roaster (a line that sounds like one, else the first) and the
//     coffee name (the first other line), as bags print them big at the top.
import { emptyLabelFields, type LabelFields } from '../label-fields';
import { findAltitudes } from './altitude';
import { certificationsIn, isCertificationMark } from './certifications';
import { mentionsCountry, mentionsVariety } from './coffee-terms';
import { captionField, labelledValues, type LabelledValue } from './field-labels';
import { isFlavourNotesLine, notesOf } from './flavour-notes';
import { labelLines, looksLikeWords, splitSegments } from './label-lines';
import { processingMethodOf } from './processing-method';
import { findDates, roastDateIn } from './roast-date';
import { roastLevelOf, unlabelledRoastLevelOf } from './roast-level';
import { tidyValue } from './text-case';
import { withoutMatches } from './text-match';
import { findWeights, weightOf } from './weight';

const ROASTER_WORDS = /\b(?:roasters?|roastery|roasting|roastworks|coffee(?:\s+co\.?)?|café|cafe)\b/i;
const PRODUCER_CUE = /^(?:produced|grown|farmed)\s+by\s*:?\s*/i;
const PRODUCER_PLACE = /\b(?:finca|hacienda|fazenda|estate|washing\s+station|cooperative|co-?op|factory|farm|smallholders?)\b/i;
/** Words a label uses around values; a piece made only of them says nothing by itself. */
const LABEL_WORDS = /^(?:(?:roasted|roast|on|date|net|wt|weight|best|before|by|notes|of|certified|and|&)\s*)+$/i;

export function extractLabelFields(rawText: string): LabelFields {
  const lines = labelLines(rawText);
  const fields = emptyLabelFields();
  const unexplained = readLabelledLines(lines, fields);

  fields.weight ??= firstOf(lines, (line) => weightOf(line));
  fields.roastDate ??= roastDateIn(lines);
  fields.altitude ??= firstOf(lines, (line) => findAltitudes(line)[0]?.value ?? null);
  fields.certifications = certificationsIn(lines.join('\n'));

  const candidates: string[] = [];
  for (const line of unexplained) {
    const rest = readUnlabelledLine(line, fields);
    if (rest !== null) candidates.push(rest);
  }
  nameRoasterAndCoffee(candidates.filter(looksLikeWords), fields);
  return fields;
}

/** Pass 1. Fills the fields labelled lines give and returns the other lines. */
function readLabelledLines(lines: readonly string[], fields: LabelFields): string[] {
  const unexplained: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const values = labelledValues(line);
    if (values.length > 0) {
      for (const value of values) assignLabelled(value, fields);
      continue;
    }
    const caption = captionField(line);
    const next = lines[i + 1];
    if (caption !== null && next !== undefined && captionField(next) === null && labelledValues(next).length === 0) {
      assignLabelled({ field: caption, value: next }, fields);
      i++;
      continue;
    }
    unexplained.push(line);
  }
  return unexplained;
}

function assignLabelled({ field, value }: LabelledValue, fields: LabelFields): void {
  switch (field) {
    case 'processingMethod':
      // A labelled process that is none of the known ones is still a process.
      fields.processingMethod ??= processingMethodOf(value) ?? 'Other';
      return;
    case 'roastLevel':
      fields.roastLevel ??= roastLevelOf(value);
      return;
    case 'weight':
      fields.weight ??= weightOf(value);
      return;
    case 'roastDate':
      fields.roastDate ??= findDates(value)[0]?.value ?? null;
      return;
    case 'altitude':
      fields.altitude ??= findAltitudes(value, true)[0]?.value ?? null;
      return;
    case 'flavorNotes':
      if (fields.flavorNotes.length === 0) fields.flavorNotes = notesOf(value);
      return;
    case 'bestBefore':
      return;
    case 'roaster':
    case 'coffeeName':
    case 'origin':
    case 'variety':
    case 'producer':
      fields[field] ??= tidyValue(value) || null;
      return;
  }
}

/**
 * Pass 2 for one line. Fills what the line's pieces say on their own and returns the text left
 * unexplained (null when everything was).
 */
function readUnlabelledLine(line: string, fields: LabelFields): string | null {
  if (isFlavourNotesLine(line)) {
    if (fields.flavorNotes.length === 0) fields.flavorNotes = notesOf(line);
    return null;
  }
  const rest = withoutMatches(line, [...findWeights(line), ...findDates(line), ...findAltitudes(line)]);
  const unexplained = splitSegments(rest).filter((segment) => !readSegment(segment, fields));
  return unexplained.length === 0 ? null : unexplained.join(' ');
}

/** Whether a piece of a line was recognised (its field filled if still empty). */
function readSegment(segment: string, fields: LabelFields): boolean {
  if (LABEL_WORDS.test(segment) || isCertificationMark(segment)) return true;
  const roastLevel = unlabelledRoastLevelOf(segment);
  if (roastLevel !== null) {
    fields.roastLevel ??= roastLevel;
    return true;
  }
  const method = processingMethodOf(segment);
  if (method !== null && segment.split(' ').length <= 4) {
    fields.processingMethod ??= method;
    return true;
  }
  if (mentionsCountry(segment)) {
    fields.origin ??= tidyValue(segment);
    return true;
  }
  if (isVarietyList(segment)) {
    fields.variety ??= tidyValue(segment);
    return true;
  }
  const cued = PRODUCER_CUE.exec(segment);
  if (cued || PRODUCER_PLACE.test(segment)) {
    fields.producer ??= tidyValue(cued ? segment.slice(cued[0].length) : segment);
    return true;
  }
  return false;
}

/** "Bourbon, Caturra", "SL28 & SL34": every item a known variety. */
function isVarietyList(segment: string): boolean {
  const items = segment.split(/\s*(?:[,/&+]|\band\b)\s*/i).filter(Boolean);
  return items.length > 0 && items.every(mentionsVariety);
}

/** Pass 3: the roaster is the line that sounds like one, else the first; the name the first other. */
function nameRoasterAndCoffee(candidates: readonly string[], fields: LabelFields): void {
  if (fields.roaster === null) {
    const roaster = candidates.slice(0, 3).find((line) => ROASTER_WORDS.test(line)) ?? candidates[0];
    if (roaster !== undefined) fields.roaster = tidyValue(roaster);
  }
  if (fields.coffeeName === null) {
    const name = candidates.find((line) => tidyValue(line) !== fields.roaster);
    if (name !== undefined) fields.coffeeName = tidyValue(name);
  }
}

function firstOf(lines: readonly string[], read: (line: string) => string | null): string | null {
  for (const line of lines) {
    const value = read(line);
    if (value !== null) return value;
  }
  return null;
}
