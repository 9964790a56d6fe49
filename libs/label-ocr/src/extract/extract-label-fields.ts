// Reads a label's fields from its OCR text. Three passes, most certain first:
//  1. labelled values ("Origin: Ethiopia", "PROCESS — washed", a caption line above its value);
//  2. values recognisable on their own in the remaining lines: weights, dates, altitudes,
//     certifications, tasting-note lists, processes, roast levels, varieties, countries, producers;
//  3. what is still unexplained: the roaster (a line that sounds like one, else the first) and the
//     coffee name (the next line nothing explains, or one that only repeats what other lines
//     say), as bags print them big at the top.
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

  const readings = unexplained.map(readUnlabelledLine);
  const name = nameRoasterAndCoffee(readings, fields);
  for (const reading of readings) if (reading !== name) fillEmpty(fields, reading.found);
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

/** What one unlabelled line says on its own. */
interface LineReading {
  line: string;
  /** The fields its recognisable pieces give. */
  found: Partial<LabelFields>;
  /** The text nothing explained (null when everything was). */
  rest: string | null;
}

/** Pass 2 for one line: what its pieces say on their own, and what is left unexplained. */
function readUnlabelledLine(line: string): LineReading {
  if (isFlavourNotesLine(line)) return { line, found: { flavorNotes: notesOf(line) }, rest: null };
  const found: Partial<LabelFields> = {};
  const rest = withoutMatches(line, [...findWeights(line), ...findDates(line), ...findAltitudes(line)]);
  const unexplained = splitSegments(rest).filter((segment) => !readSegment(segment, found));
  return { line, found, rest: unexplained.length === 0 ? null : unexplained.join(' ') };
}

/** Whether a piece of a line was recognised (its field filled in `found` if still empty). */
function readSegment(segment: string, found: Partial<LabelFields>): boolean {
  if (LABEL_WORDS.test(segment) || isCertificationMark(segment)) return true;
  // One piece can name both when OCR lost the dot between them ("Fully Washed Light Roast").
  const roastLevel = unlabelledRoastLevelOf(segment);
  const method = segment.split(' ').length <= 6 ? processingMethodOf(segment) : null;
  if (roastLevel !== null || method !== null) {
    if (roastLevel !== null) found.roastLevel ??= roastLevel;
    if (method !== null) found.processingMethod ??= method;
    return true;
  }
  if (mentionsCountry(segment)) {
    found.origin ??= tidyValue(segment);
    return true;
  }
  if (isVarietyList(segment)) {
    found.variety ??= tidyValue(segment);
    return true;
  }
  const cued = PRODUCER_CUE.exec(segment);
  if (cued || PRODUCER_PLACE.test(segment)) {
    found.producer ??= tidyValue(cued ? segment.slice(cued[0].length) : segment);
    return true;
  }
  return false;
}

/** "Bourbon, Caturra", "SL28 & SL34": every item a known variety. */
function isVarietyList(segment: string): boolean {
  const items = segment.split(/\s*(?:[,/&+]|\band\b)\s*/i).filter(Boolean);
  return items.length > 0 && items.every(mentionsVariety);
}

/**
 * Pass 3. The roaster is the line that sounds like one among the first unexplained ones, else the
 * first. The coffee name is the next line nothing explains; or a line that only seems to say what
 * other lines say anyway (a coffee called "Wild Honey" on a bag whose process is printed
 * elsewhere). Returns the reading taken as the name, so its apparent fields are not used.
 */
function nameRoasterAndCoffee(readings: readonly LineReading[], fields: LabelFields): LineReading | null {
  const unexplained = readings.filter((reading) => reading.rest !== null && looksLikeWords(reading.rest));
  let roaster: LineReading | undefined;
  if (fields.roaster === null) {
    roaster = unexplained.slice(0, 3).find((reading) => ROASTER_WORDS.test(reading.rest ?? '')) ?? unexplained[0];
    if (roaster?.rest) fields.roaster = tidyValue(roaster.rest);
  }
  if (fields.coffeeName !== null) return null;
  const after = roaster === undefined ? readings : readings.slice(readings.indexOf(roaster) + 1);
  for (const reading of after) {
    if (reading.rest !== null && looksLikeWords(reading.rest) && tidyValue(reading.rest) !== fields.roaster) {
      fields.coffeeName = tidyValue(reading.rest);
      return reading;
    }
    if (saysNothingNew(reading, readings, fields) && looksLikeWords(reading.line) && !/\d/.test(reading.line)) {
      fields.coffeeName = tidyValue(reading.line);
      return reading;
    }
  }
  return null;
}

/** A line whose every apparent field is labelled elsewhere or given by another line. */
function saysNothingNew(reading: LineReading, readings: readonly LineReading[], fields: LabelFields): boolean {
  const names = Object.keys(reading.found) as (keyof LabelFields)[];
  return (
    names.length > 0 &&
    names.every(
      (name) => !isEmpty(fields[name]) || readings.some((other) => other !== reading && !isEmpty(other.found[name] ?? null)),
    )
  );
}

function fillEmpty(fields: LabelFields, found: Partial<LabelFields>): void {
  for (const name of Object.keys(found) as (keyof LabelFields)[]) {
    if (isEmpty(fields[name])) Object.assign(fields, { [name]: found[name] });
  }
}

const isEmpty = (value: string | readonly string[] | null | undefined) =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0);

function firstOf(lines: readonly string[], read: (line: string) => string | null): string | null {
  for (const line of lines) {
    const value = read(line);
    if (value !== null) return value;
  }
  return null;
}
