// What one synthetic label says: each field's printed wording and the fields an ideal reader
// would extract from it (the ground truth).
import { emptyLabelFields, type Certification, type LabelFields, type RoastLevel } from '../label-fields';
import {
  BLEND_NAMES,
  CERTIFICATION_WORDINGS,
  FLAVOUR_NOTES,
  MONTH_NAMES,
  NAME_PLACES,
  NAME_SUFFIXES,
  ORIGINS,
  PROCESS_SHARES,
  PROCESS_WORDINGS,
  PRODUCER_PEOPLE,
  PRODUCER_PLACES,
  ROAST_LEVEL_WORDINGS,
  ROASTERS,
  VARIETIES,
  WEIGHTS,
  WET_HULLED_ORIGINS,
} from './coffee-vocabulary';
import type { SeededRandom } from './seeded-random';

export interface Producer {
  name: string;
  /** A person needs a cue such as "Produced by" on a label; a farm or station names itself. */
  isPerson: boolean;
}

/** Printed wordings (null when the label leaves the field out) and the expected extraction. */
export interface LabelContent {
  roaster: string;
  coffeeName: string;
  origin: string | null;
  process: string | null;
  roastLevel: string | null;
  weight: string | null;
  roastDate: string | null;
  /** A second date that is not the roast date, to tempt the extractor. */
  bestBefore: string | null;
  altitude: string | null;
  variety: string | null;
  producer: Producer | null;
  flavourNotes: string[];
  certifications: string[];
  expected: LabelFields;
}

const ROAST_LEVELS_BY_SHARE: readonly (readonly [RoastLevel, number])[] = [
  ['Light', 30],
  ['Medium-Light', 25],
  ['Medium', 25],
  ['Medium-Dark', 12],
  ['Dark', 8],
];

export function generateLabelContent(random: SeededRandom): LabelContent {
  const expected = emptyLabelFields();
  const content: LabelContent = {
    roaster: random.pick(ROASTERS),
    coffeeName: coffeeName(random),
    origin: null,
    process: null,
    roastLevel: null,
    weight: null,
    roastDate: null,
    bestBefore: null,
    altitude: null,
    variety: null,
    producer: null,
    flavourNotes: [],
    certifications: [],
    expected,
  };
  expected.roaster = content.roaster;
  expected.coffeeName = content.coffeeName;

  const method = random.weighted(PROCESS_SHARES);
  const origin = random.pick(method === 'Wet-Hulled' ? WET_HULLED_ORIGINS : ORIGINS);
  if (random.chance(0.9)) {
    content.origin = random.chance(0.55) ? `${random.pick(origin.regions)}, ${origin.country}` : origin.country;
    expected.origin = content.origin;
  }
  if (random.chance(0.85)) {
    content.process = random.pick(PROCESS_WORDINGS[method]);
    expected.processingMethod = method;
  }
  if (random.chance(0.75)) {
    const level = random.weighted(ROAST_LEVELS_BY_SHARE);
    content.roastLevel = random.pick(ROAST_LEVEL_WORDINGS[level]);
    expected.roastLevel = level;
  }
  if (random.chance(0.85)) {
    const weight = random.pick(WEIGHTS);
    content.weight = random.pick(weight.wordings);
    expected.weight = weight.expected;
  }
  if (random.chance(0.7)) {
    const roasted = new Date(Date.UTC(2026, random.int(0, 10), random.int(1, 28)));
    const format = random.pick(DATE_FORMATS);
    content.roastDate = format(roasted);
    expected.roastDate = roasted.toISOString().slice(0, 10);
    if (random.chance(0.25)) {
      const bestBefore = new Date(roasted);
      bestBefore.setUTCMonth(bestBefore.getUTCMonth() + random.pick([6, 9, 12]));
      content.bestBefore = format(bestBefore);
    }
  }
  if (random.chance(0.6)) {
    const altitude = altitudeWording(random);
    content.altitude = altitude.printed;
    expected.altitude = altitude.expected;
  }
  if (random.chance(0.65)) {
    const varieties = random.sample(VARIETIES, random.weighted([[1, 5], [2, 4], [3, 1]] as const));
    content.variety = joinVarieties(varieties, random);
    expected.variety = varieties.join(', ');
  }
  if (random.chance(0.55)) {
    content.producer = random.chance(0.5)
      ? { name: random.pick(PRODUCER_PEOPLE), isPerson: true }
      : { name: random.pick(PRODUCER_PLACES), isPerson: false };
    expected.producer = content.producer.name;
  }
  if (random.chance(0.85)) {
    content.flavourNotes = random.sample(FLAVOUR_NOTES, random.int(2, 4));
    expected.flavorNotes = [...content.flavourNotes];
  }
  const certifications = random.sample(
    Object.keys(CERTIFICATION_WORDINGS) as Certification[],
    random.weighted([[0, 55], [1, 35], [2, 10]] as const),
  );
  content.certifications = certifications.map((name) => random.pick(CERTIFICATION_WORDINGS[name]));
  expected.certifications = certifications;
  return content;
}

function coffeeName(random: SeededRandom): string {
  const kind = random.weighted([['lot', 50], ['lot-suffix', 25], ['blend', 25]] as const);
  switch (kind) {
    case 'lot':
      return random.pick(NAME_PLACES);
    case 'lot-suffix':
      return `${random.pick(NAME_PLACES)} ${random.pick(NAME_SUFFIXES)}`;
    case 'blend':
      return random.pick(BLEND_NAMES);
  }
}

const pad = (value: number) => String(value).padStart(2, '0');
const monthName = (date: Date) => MONTH_NAMES[date.getUTCMonth()] ?? '';

/** Date wordings seen on bags; numeric day/month dates are printed day first. */
const DATE_FORMATS: readonly ((date: Date) => string)[] = [
  (d) => d.toISOString().slice(0, 10),
  (d) => `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`,
  (d) => `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`,
  (d) => `${d.getUTCDate()} ${monthName(d).slice(0, 3)} ${d.getUTCFullYear()}`,
  (d) => `${monthName(d)} ${d.getUTCDate()}, ${d.getUTCFullYear()}`,
  (d) => `${pad(d.getUTCDate())} ${monthName(d).slice(0, 3).toUpperCase()} ${d.getUTCFullYear()}`,
];

function altitudeWording(random: SeededRandom): { printed: string; expected: string } {
  const low = 1100 + 50 * random.int(0, 22);
  const high = random.chance(0.55) ? low + 50 * random.int(2, 8) : null;
  const grouped = (metres: number) => String(metres).replace(/\B(?=(\d{3})+$)/, ',');
  const expected = high === null ? `${low} masl` : `${low}-${high} masl`;
  const printed =
    high === null
      ? random.pick([`${grouped(low)} masl`, `${low} m`, `${low} m.a.s.l.`, `${grouped(low)}m`, `${low} metres`])
      : random.pick([
          `${grouped(low)}–${grouped(high)} masl`,
          `${low} - ${high} m`,
          `${low}-${high} MASL`,
          `${grouped(low)}–${grouped(high)} m`,
        ]);
  return { printed, expected };
}

function joinVarieties(varieties: readonly string[], random: SeededRandom): string {
  if (varieties.length === 1) return varieties[0] ?? '';
  const joiner = random.pick([', ', ' & ', ' / ']);
  return varieties.join(joiner);
}
