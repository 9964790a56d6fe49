/** Option lists of SPEC §3, shared by forms, validation and services. */

/**
 * Brew methods: SPEC §3 has one list for the check-in form and another for preferences; this is
 * both in one, so a preferred V60 or Chemex is also a method a check-in can have (and be preselected).
 */
export const BREW_METHODS = [
  'Espresso', 'Pour Over', 'V60', 'Chemex', 'French Press', 'AeroPress', 'Cold Brew', 'Drip', 'Moka Pot', 'Siphon',
  'Turkish', 'Other',
] as const;
export type BrewMethod = (typeof BREW_METHODS)[number];

/** How strong a person likes their coffee (SPEC §3 preferences). */
export const COFFEE_STRENGTHS = ['light', 'medium', 'strong'] as const;
export type CoffeeStrength = (typeof COFFEE_STRENGTHS)[number];

/** The units brew weights, volumes and temperatures are read in; always stored metric. */
export const MEASUREMENT_UNITS = ['metric', 'imperial'] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

export const ROAST_LEVELS = ['Light', 'Medium-Light', 'Medium', 'Medium-Dark', 'Dark'] as const;
export const COFFEE_TYPES = ['Single Origin', 'Blend', 'Espresso Blend', 'Microlot', 'Decaf'] as const;
export const TASTING_NOTES = [
  'Chocolatey', 'Nutty', 'Fruity', 'Floral', 'Citrus', 'Spicy', 'Caramel', 'Berry', 'Earthy', 'Sweet', 'Smoky', 'Bitter',
] as const;
export const PROCESSING_METHODS = ['Washed', 'Natural', 'Honey', 'Anaerobic', 'Wet-Hulled', 'Other'] as const;

/** One fixed colour per tasting note: the flavour-profile chart and the note chips use the same one. */
export const TASTING_NOTE_COLORS: Readonly<Record<(typeof TASTING_NOTES)[number], string>> = {
  Chocolatey: '#6b3e26',
  Nutty: '#b07d48',
  Fruity: '#e4572e',
  Floral: '#c86fc9',
  Citrus: '#f2a541',
  Spicy: '#b23a48',
  Caramel: '#d9914a',
  Berry: '#8e2c6f',
  Earthy: '#5c6b3a',
  Sweet: '#e98fa9',
  Smoky: '#5b5f66',
  Bitter: '#2f4858',
};
