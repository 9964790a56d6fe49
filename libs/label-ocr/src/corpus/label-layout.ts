// Lays a label's content out as lines of text, the way bags do it: fields with their labels
// ("Origin: Ethiopia"), small captions above values, or no labels at all.
import type { LabelContent } from './label-content';
import type { SeededRandom } from './seeded-random';

export type LayoutKind = 'labelled' | 'stacked' | 'free';
export type LineRole = 'roaster' | 'name' | 'caption' | 'body' | 'fine';

/** One printed line; two parts are printed as columns (left-aligned and right-aligned). */
export interface LabelLine {
  role: LineRole;
  parts: string[];
}

export interface LabelLayout {
  kind: LayoutKind;
  lines: LabelLine[];
}

interface FieldEntry {
  labels: readonly string[];
  value: string;
}

const FIELD_LABELS = {
  origin: ['Origin', 'Country', 'Region'],
  process: ['Process', 'Processing', 'Method'],
  roastLevel: ['Roast', 'Roast Level', 'Roast Profile'],
  altitude: ['Altitude', 'Elevation', 'Alt'],
  variety: ['Variety', 'Varietal', 'Varieties', 'Cultivar'],
  person: ['Producer', 'Grown by', 'Producers'],
  place: ['Producer', 'Farm', 'Station'],
  notes: ['Tasting Notes', 'Notes', 'Flavour Notes', 'We taste', 'In the cup'],
  weight: ['Net wt', 'Net weight', 'Net Wt.', 'Weight'],
  roastDate: ['Roasted on', 'Roast date', 'Roasted'],
  bestBefore: ['Best before', 'Best by'],
} as const;

export function layOutLabel(content: LabelContent, random: SeededRandom): LabelLayout {
  const kind = random.weighted([['labelled', 45], ['stacked', 20], ['free', 35]] as const);
  const uppercaseHeadings = random.chance(0.5);
  const heading = (text: string) => (uppercaseHeadings ? text.toUpperCase() : text);
  const roasterAtBottom = random.chance(0.15);

  const lines: LabelLine[] = [];
  if (!roasterAtBottom) lines.push({ role: 'roaster', parts: [heading(content.roaster)] });
  lines.push({ role: 'name', parts: [heading(content.coffeeName)] });
  switch (kind) {
    case 'labelled':
      lines.push(...labelledLines(describedFields(content), random));
      break;
    case 'stacked':
      lines.push(...stackedLines(describedFields(content), random));
      break;
    case 'free':
      lines.push(...freeLines(content, random));
      break;
  }
  lines.push(...packagingLines(content, kind, random));
  if (roasterAtBottom) lines.push({ role: 'fine', parts: [`Roasted by ${content.roaster}`] });
  return { kind, lines };
}

/** The fields printed as "label: value" pairs in labelled and stacked layouts. */
function describedFields(content: LabelContent): FieldEntry[] {
  const entries: FieldEntry[] = [];
  const add = (labels: readonly string[], value: string | null) => {
    if (value !== null) entries.push({ labels, value });
  };
  add(FIELD_LABELS.origin, content.origin);
  add(FIELD_LABELS.process, content.process);
  add(FIELD_LABELS.roastLevel, content.roastLevel);
  add(FIELD_LABELS.altitude, content.altitude);
  add(FIELD_LABELS.variety, content.variety);
  if (content.producer) {
    add(content.producer.isPerson ? FIELD_LABELS.person : FIELD_LABELS.place, content.producer.name);
  }
  if (content.flavourNotes.length > 0) add(FIELD_LABELS.notes, content.flavourNotes.join(', '));
  return entries;
}

function labelledLines(entries: FieldEntry[], random: SeededRandom): LabelLine[] {
  const separator = random.weighted([[': ', 65], [' — ', 15], [' ', 20]] as const);
  const uppercaseLabels = random.chance(0.4);
  const printed = entries.map((entry) => {
    const label = random.pick(entry.labels);
    return `${uppercaseLabels ? label.toUpperCase() : label}${separator}${entry.value}`;
  });
  return random.chance(0.3) ? inColumns(printed) : printed.map((text) => ({ role: 'body', parts: [text] }));
}

function stackedLines(entries: FieldEntry[], random: SeededRandom): LabelLine[] {
  return entries.flatMap((entry): LabelLine[] => [
    { role: 'caption', parts: [random.pick(entry.labels).toUpperCase()] },
    { role: 'body', parts: [entry.value] },
  ]);
}

/** No labels: the reader has to know what "Washed" or "1,900 masl" is. */
function freeLines(content: LabelContent, random: SeededRandom): LabelLine[] {
  const lines: LabelLine[] = [];
  const joiner = random.pick([' · ', ' | ', '  ·  ']);
  const body = (...parts: (string | null)[]) => {
    const present = parts.filter((part): part is string => part !== null);
    if (present.length === 0) return;
    if (random.chance(0.6)) lines.push({ role: 'body', parts: [present.join(joiner)] });
    else lines.push(...present.map((part): LabelLine => ({ role: 'body', parts: [part] })));
  };
  body(content.origin);
  body(content.process, content.roastLevel === null ? null : `${content.roastLevel} Roast`);
  body(content.variety, content.altitude);
  if (content.producer) {
    const { name, isPerson } = content.producer;
    body(isPerson ? `${random.pick(['Produced by', 'Grown by'])} ${name}` : name);
  }
  if (content.flavourNotes.length > 0) {
    const notes = content.flavourNotes;
    body(
      random.chance(0.25)
        ? `Notes of ${notes.slice(0, -1).join(', ')} & ${notes[notes.length - 1] ?? ''}`
        : notes.join(random.pick([' · ', ', ', ' / '])),
    );
  }
  return lines;
}

/** Weight, dates, certifications and the like, printed small at the bottom. */
function packagingLines(content: LabelContent, kind: LayoutKind, random: SeededRandom): LabelLine[] {
  const labelled = kind !== 'free';
  const printed: string[] = [];
  if (content.weight !== null) {
    printed.push(labelled ? `${random.pick(FIELD_LABELS.weight)} ${content.weight}` : content.weight);
  }
  if (content.roastDate !== null) {
    const label = labelled ? random.pick(FIELD_LABELS.roastDate) : random.pick(['Roasted', 'Roasted on']);
    printed.push(`${label}${labelled && random.chance(0.6) ? ':' : ''} ${content.roastDate}`);
  }
  if (content.bestBefore !== null) printed.push(`${random.pick(FIELD_LABELS.bestBefore)} ${content.bestBefore}`);
  const lines = random.chance(0.4)
    ? inColumns(printed, 'fine')
    : printed.map((text): LabelLine => ({ role: 'fine', parts: [text] }));
  if (content.certifications.length > 0) {
    lines.push({ role: 'fine', parts: [content.certifications.join(random.pick([' · ', '   ', ' | ']))] });
  }
  return lines;
}

/** Pairs short entries side by side, the way two-column labels print them. */
function inColumns(texts: readonly string[], role: LineRole = 'body'): LabelLine[] {
  const lines: LabelLine[] = [];
  for (let i = 0; i < texts.length; i++) {
    const left = texts[i] ?? '';
    const right = texts[i + 1];
    if (right !== undefined && left.length <= 26 && right.length <= 26) {
      lines.push({ role, parts: [left, right] });
      i++;
    } else {
      lines.push({ role, parts: [left] });
    }
  }
  return lines;
}
