import type { CheckInCard, CreateCheckInBody, UpdateCheckInBody } from '@crema/contracts/checkins/check-in';
import type { BrewDetails } from '@crema/contracts/checkins/brew-details';
import { grindSizeLabel, TASTING_SCORES, type TastingScore } from '@crema/contracts/checkins/brew-details-values';
import { fromMetric, toMetric, type MeasurementUnit, type Quantity } from '@/lib/units';

/** Tasting sliders and the grind slider run 1–10 in the form and start at 5 (SPEC §3, §5). */
export const SLIDER_MIN = 1;
export const SLIDER_MAX = 10;
export const SLIDER_DEFAULT = 5;

/** The brew method whose extra fields (yield, pressure, pre-infusion) the form shows. */
export const ESPRESSO = 'Espresso';

/** Number fields are kept as typed text, so a half-typed "18." is not lost; they become numbers on submit. */
const NUMBER_FIELDS = [
  'dose',
  'water',
  'waterTemp',
  'totalBrewWeight',
  'pressure',
  'preInfusionTime',
  'preInfusionPressure',
  'extractionTime',
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];
/** The number fields typed in the person's unit system (the others are bar and seconds everywhere). */
export const MEASURED_FIELDS: Readonly<Partial<Record<NumberField, Quantity>>> = {
  dose: 'weight',
  totalBrewWeight: 'weight',
  water: 'volume',
  waterTemp: 'temperature',
};
const ESPRESSO_FIELDS: readonly string[] = ['totalBrewWeight', 'pressure', 'preInfusionTime', 'preInfusionPressure'];
const TEXT_FIELDS = ['brewTime', 'roastDate', 'equipment', 'coffeeOrigin', 'processingMethod', 'brewNotes'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
/** The sliders: where the thumb sits says nothing until the person moves it. */
export type SliderField = 'grindSizeNumeric' | TastingScore;

export type BrewFormValues = Record<NumberField | TextField, string> & {
  grindSizeNumeric: number;
  scores: Record<TastingScore, number>;
};

export interface CheckInFormValues {
  coffeeName: string;
  roaster: string;
  location: string;
  brewMethod: string;
  roastLevel: string;
  coffeeType: string;
  /** 0 until the user picks 1–5 stars. */
  rating: number;
  tastingNotes: string[];
  notes: string;
  /** The advanced brew details toggle; off means no brewDetails are sent. */
  advanced: boolean;
  brew: BrewFormValues;
  /** The sliders the person moved (or that the check-in being edited already had): only these are sent. */
  ratedSliders: readonly SliderField[];
  /** The unit system weights, volumes and temperatures are typed in. */
  unit: MeasurementUnit;
}

/** Error messages by field: top-level names, and `brewDetails.<name>` for the advanced ones. */
export type CheckInFormErrors = Partial<Record<string, string>>;

function defaultScores(): Record<TastingScore, number> {
  return Object.fromEntries(TASTING_SCORES.map((score) => [score, SLIDER_DEFAULT])) as Record<TastingScore, number>;
}

export function emptyBrewValues(): BrewFormValues {
  return {
    grindSizeNumeric: SLIDER_DEFAULT,
    dose: '',
    water: '',
    waterTemp: '',
    totalBrewWeight: '',
    pressure: '',
    preInfusionTime: '',
    preInfusionPressure: '',
    extractionTime: '',
    brewTime: '',
    roastDate: '',
    equipment: '',
    coffeeOrigin: '',
    processingMethod: '',
    brewNotes: '',
    scores: defaultScores(),
  };
}

export function emptyCheckInValues(brewMethod = '', unit: MeasurementUnit = 'metric'): CheckInFormValues {
  return {
    coffeeName: '',
    roaster: '',
    location: '',
    brewMethod,
    roastLevel: '',
    coffeeType: '',
    rating: 0,
    tastingNotes: [],
    notes: '',
    advanced: false,
    brew: emptyBrewValues(),
    ratedSliders: [],
    unit,
  };
}

/** A stored number as the form shows it: in the person's unit for weights, volumes and temperatures. */
function numberText(name: NumberField, value: number | undefined, unit: MeasurementUnit): string {
  if (value === undefined) return '';
  const quantity = MEASURED_FIELDS[name];
  return String(quantity ? fromMetric(unit, quantity, value) : value);
}

/**
 * The form's values for editing an existing check-in; its unrated sliders stay unrated, and its
 * rated ones hold the stored value even off the slider's steps (7.5, or 0 below its start), so an
 * untouched one is sent back exactly as stored (ADR 0019).
 */
export function checkInValuesFromCard(card: CheckInCard, unit: MeasurementUnit = 'metric'): CheckInFormValues {
  const details = card.brewDetails ?? {};
  const brew = emptyBrewValues();
  const ratedSliders: SliderField[] = [];
  if (details.grindSizeNumeric !== undefined) {
    brew.grindSizeNumeric = details.grindSizeNumeric;
    ratedSliders.push('grindSizeNumeric');
  }
  for (const name of NUMBER_FIELDS) brew[name] = numberText(name, details[name], unit);
  for (const name of TEXT_FIELDS) brew[name] = details[name] ?? '';
  for (const score of TASTING_SCORES) {
    const value = details[score];
    if (value === undefined) continue;
    brew.scores[score] = value;
    ratedSliders.push(score);
  }
  return {
    coffeeName: card.coffeeName,
    roaster: card.roaster,
    location: card.location ?? '',
    brewMethod: card.brewMethod,
    roastLevel: card.roastLevel ?? '',
    coffeeType: card.coffeeType ?? '',
    rating: card.rating,
    tastingNotes: [...card.tastingNotes],
    notes: card.notes ?? '',
    advanced: card.brewDetails !== null,
    brew,
    ratedSliders,
    unit,
  };
}

/**
 * A typed number in metric (converted from the person's unit), or the raw text when it is not a
 * number (so the schema reports "must be a number").
 */
function typedNumber(name: NumberField, text: string, unit: MeasurementUnit): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return text;
  const quantity = MEASURED_FIELDS[name];
  return quantity ? toMetric(unit, quantity, value) : value;
}

/**
 * The brewDetails object of the form (unvalidated, metric), or null when the advanced toggle is
 * off. A slider nobody moved is "not rated" and left out, however its thumb looks.
 */
export function brewDetailsFromValues(
  values: CheckInFormValues,
  unchanged: BrewDetails = {},
): Record<string, unknown> | null {
  if (!values.advanced) return null;
  const { brew, ratedSliders, unit } = values;
  const espresso = values.brewMethod === ESPRESSO;
  const details: Record<string, unknown> = {};
  if (ratedSliders.includes('grindSizeNumeric')) {
    details.grindSizeNumeric = brew.grindSizeNumeric;
    // The grind as stored keeps its stored wording (or none); a moved one is worded from the slider.
    const grindSize =
      brew.grindSizeNumeric === unchanged.grindSizeNumeric
        ? unchanged.grindSize
        : grindSizeLabel(brew.grindSizeNumeric);
    if (grindSize !== undefined) details.grindSize = grindSize;
  } else if (unchanged.grindSize !== undefined) {
    // A wording stored without a number (through the API) has no control of its own: kept.
    details.grindSize = unchanged.grindSize;
  }
  for (const name of NUMBER_FIELDS) {
    if (!espresso && ESPRESSO_FIELDS.includes(name)) continue;
    // Shown as it was: keep the stored value, not its round trip through another unit.
    const kept = unchanged[name] !== undefined && brew[name] === numberText(name, unchanged[name], unit);
    const value = kept ? unchanged[name] : typedNumber(name, brew[name], unit);
    if (value !== undefined) details[name] = value;
  }
  for (const name of TEXT_FIELDS) {
    if (brew[name].trim() !== '') details[name] = brew[name];
  }
  for (const score of TASTING_SCORES) {
    if (ratedSliders.includes(score)) details[score] = brew.scores[score];
  }
  return details satisfies Partial<Record<keyof BrewDetails, unknown>>;
}

const orNull = (text: string) => (text === '' ? null : text);

/** The object to validate with `createCheckInBody` (coordinates are added by the caller). */
export function createBodyFromValues(values: CheckInFormValues): Record<string, unknown> {
  return {
    coffeeName: values.coffeeName,
    roaster: values.roaster,
    location: values.location,
    brewMethod: values.brewMethod,
    roastLevel: orNull(values.roastLevel),
    coffeeType: orNull(values.coffeeType),
    rating: values.rating,
    tastingNotes: values.tastingNotes,
    notes: values.notes,
    brewDetails: brewDetailsFromValues(values),
  } satisfies Record<keyof Omit<CreateCheckInBody, 'coordinates'>, unknown>;
}

/** The object to validate with `updateCheckInBody`: every editable field (SPEC §7), null clears. */
export function updateBodyFromValues(values: CheckInFormValues, before: CheckInCard): Record<string, unknown> {
  return {
    coffeeName: values.coffeeName,
    roaster: values.roaster,
    location: values.location,
    brewMethod: values.brewMethod,
    roastLevel: orNull(values.roastLevel),
    coffeeType: orNull(values.coffeeType),
    rating: values.rating,
    tastingNotes: values.tastingNotes,
    notes: values.notes,
    brewDetails: brewDetailsFromValues(values, before.brewDetails ?? {}),
  } satisfies Record<keyof UpdateCheckInBody, unknown>;
}

/** Error key of a zod issue or server field error path: `coffeeName`, `brewDetails.dose`. */
export function errorKey(path: readonly PropertyKey[] | string): string | undefined {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const [first, second] = parts;
  if (!first) return undefined;
  if (first === 'brewDetails' && second) return `brewDetails.${second}`;
  return first;
}
