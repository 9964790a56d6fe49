import { z } from 'zod';
import { PROCESSING_METHODS } from '../coffee/options';

/** SPEC §3/§5 ranges of the advanced brew details; the form's sliders and inputs use the same bounds. */
export const BREW_LIMITS = {
  grindSizeNumeric: { min: 0, max: 10 },
  dose: { min: 0, max: 1000, step: 0.1 },
  water: { min: 0, max: 5000 },
  waterTemp: { min: 0, max: 100 },
  pressure: { min: 0, max: 10 },
  totalBrewWeight: { min: 0, max: 2000 },
  preInfusionTime: { min: 0, max: 600 },
  preInfusionPressure: { min: 0, max: 10 },
  extractionTime: { min: 0, max: 600 },
  score: { min: 0, max: 10 },
} as const;

export const TASTING_SCORES = [
  'flavorScore',
  'acidityLevel',
  'bodyLevel',
  'sweetness',
  'clarity',
  'complexity',
] as const;
export type TastingScore = (typeof TASTING_SCORES)[number];

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);
const bounded = (label: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
const whole = (label: string, limits: { min: number; max: number }) =>
  bounded(label, limits).int(`${label} must be a whole number`);
const score = (label: string) => whole(label, BREW_LIMITS.score);

/** Grind size label for the 1–10 slider (SPEC §3). */
export function grindSizeLabel(value: number): string {
  if (value <= 1) return 'Extra Fine';
  if (value <= 3) return 'Fine';
  if (value <= 4) return 'Medium-Fine';
  if (value <= 6) return 'Medium';
  if (value <= 8) return 'Medium-Coarse';
  return 'Coarse';
}

export const brewDetailsSchema = z
  .object({
    equipment: text(200, 'Equipment'),
    grindSize: text(40, 'Grind size'),
    grindSizeNumeric: bounded('Grind size', BREW_LIMITS.grindSizeNumeric),
    dose: bounded('Dose', BREW_LIMITS.dose),
    water: whole('Water', BREW_LIMITS.water),
    brewTime: z
      .string()
      .trim()
      .regex(/^\d{1,2}:[0-5]\d$/, 'Brew time must look like mm:ss'),
    waterTemp: whole('Water temperature', BREW_LIMITS.waterTemp),
    roastDate: z.iso.date('Roast date must be a date (YYYY-MM-DD)'),
    pressure: bounded('Pressure', BREW_LIMITS.pressure),
    totalBrewWeight: bounded('Yield', BREW_LIMITS.totalBrewWeight),
    preInfusionTime: bounded('Pre-infusion time', BREW_LIMITS.preInfusionTime),
    preInfusionPressure: bounded('Pre-infusion pressure', BREW_LIMITS.preInfusionPressure),
    extractionTime: bounded('Extraction time', BREW_LIMITS.extractionTime),
    brewNotes: text(1000, 'Brew notes'),
    coffeeOrigin: text(100, 'Coffee origin'),
    processingMethod: z.enum(PROCESSING_METHODS, { error: 'Choose a processing method from the list' }),
    flavorScore: score('Flavor score'),
    acidityLevel: score('Acidity'),
    bodyLevel: score('Body'),
    sweetness: score('Sweetness'),
    clarity: score('Clarity'),
    complexity: score('Complexity'),
  })
  .partial()
  .strict();
export type BrewDetails = z.infer<typeof brewDetailsSchema>;

/** Water divided by dose with one decimal ('16.7:1'), or undefined unless both are present. */
export function brewRatio(details: Pick<BrewDetails, 'dose' | 'water'> | null | undefined): string | undefined {
  if (!details?.dose || details.water === undefined) return undefined;
  return `${(details.water / details.dose).toFixed(1)}:1`;
}
