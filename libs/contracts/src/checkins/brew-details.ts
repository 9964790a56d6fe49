import { z } from 'zod';
import { PROCESSING_METHODS } from '../coffee/options';
import { BREW_LIMITS } from './brew-details-values';

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

/** SPEC §3/§5: the advanced brew details, each optional, within BREW_LIMITS. */
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

