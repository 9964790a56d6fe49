// The brew details' ranges, scores and readings, without zod: a card that shows brew details, or
// a service that words a grind size, needs these and not the schema (brew-details.ts).

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

/** What each tasting score is called on a card and in the form (SPEC §3). */
export const TASTING_SCORE_LABELS: Record<TastingScore, string> = {
  flavorScore: 'Flavor',
  acidityLevel: 'Acidity',
  bodyLevel: 'Body',
  sweetness: 'Sweetness',
  clarity: 'Clarity',
  complexity: 'Complexity',
};

/** Grind size label for the 1–10 slider (SPEC §3). */
export function grindSizeLabel(value: number): string {
  if (value <= 1) return 'Extra Fine';
  if (value <= 3) return 'Fine';
  if (value <= 4) return 'Medium-Fine';
  if (value <= 6) return 'Medium';
  if (value <= 8) return 'Medium-Coarse';
  return 'Coarse';
}

/** Water divided by dose with one decimal ('16.7:1'), or undefined unless both are present. */
export function brewRatio(details: { dose?: number; water?: number } | null | undefined): string | undefined {
  if (!details?.dose || details.water === undefined) return undefined;
  return `${(details.water / details.dose).toFixed(1)}:1`;
}
