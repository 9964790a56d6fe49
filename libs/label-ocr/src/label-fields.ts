/** How the cherries were processed, reduced to the few methods the catalogue filters on. */
export const PROCESSING_METHODS = ['Washed', 'Natural', 'Honey', 'Anaerobic', 'Wet-Hulled', 'Other'] as const;
export type ProcessingMethod = (typeof PROCESSING_METHODS)[number];

/** Roast levels from lightest to darkest. */
export const ROAST_LEVELS = ['Light', 'Medium-Light', 'Medium', 'Medium-Dark', 'Dark'] as const;
export type RoastLevel = (typeof ROAST_LEVELS)[number];

/** Certifications recognised on a label, by the name the catalogue shows. */
export const CERTIFICATIONS = [
  'Organic',
  'Fair Trade',
  'Rainforest Alliance',
  'Bird Friendly',
  'Direct Trade',
] as const;
export type Certification = (typeof CERTIFICATIONS)[number];

/**
 * What a coffee-bag label says, as far as it could be read. Free-text fields keep the label's
 * wording; the others are normalised: weight as "340 g" (metric first), roastDate as an ISO date,
 * altitude as "1900-2100 masl".
 */
export interface LabelFields {
  roaster: string | null;
  coffeeName: string | null;
  origin: string | null;
  processingMethod: ProcessingMethod | null;
  roastLevel: RoastLevel | null;
  weight: string | null;
  roastDate: string | null;
  altitude: string | null;
  variety: string | null;
  producer: string | null;
  flavorNotes: string[];
  certifications: Certification[];
}

export type LabelFieldName = keyof LabelFields;

export const LABEL_FIELD_NAMES: readonly LabelFieldName[] = [
  'roaster',
  'coffeeName',
  'origin',
  'processingMethod',
  'roastLevel',
  'weight',
  'roastDate',
  'altitude',
  'variety',
  'producer',
  'flavorNotes',
  'certifications',
];

export function emptyLabelFields(): LabelFields {
  return {
    roaster: null,
    coffeeName: null,
    origin: null,
    processingMethod: null,
    roastLevel: null,
    weight: null,
    roastDate: null,
    altitude: null,
    variety: null,
    producer: null,
    flavorNotes: [],
    certifications: [],
  };
}
