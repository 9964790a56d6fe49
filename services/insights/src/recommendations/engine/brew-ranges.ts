import type { PersonCheckIn } from './types';

/** A labelled range of a brew variable. */
export interface BrewRange {
  label: string;
  contains(value: number): boolean;
}

/**
 * Ratio (water ÷ dose) ranges of the Insights tab, in order. A boundary belongs to the middle
 * ranges: 14 is in 14–16, 16 and 18 in 16–18.
 */
export const RATIO_RANGES: readonly BrewRange[] = [
  { label: '<14:1', contains: (ratio) => ratio < 14 },
  { label: '14–16:1', contains: (ratio) => ratio >= 14 && ratio < 16 },
  { label: '16–18:1', contains: (ratio) => ratio >= 16 && ratio <= 18 },
  { label: '>18:1', contains: (ratio) => ratio > 18 },
];

/** Water temperature ranges (°C), in order; 88 is in 88–92, 92 and 96 in 92–96. */
export const TEMPERATURE_RANGES: readonly BrewRange[] = [
  { label: '<88°C', contains: (temperature) => temperature < 88 },
  { label: '88–92°C', contains: (temperature) => temperature >= 88 && temperature < 92 },
  { label: '92–96°C', contains: (temperature) => temperature >= 92 && temperature <= 96 },
  { label: '>96°C', contains: (temperature) => temperature > 96 },
];

/** Water ÷ dose, when both were logged and positive. */
export function brewRatio(checkIn: Pick<PersonCheckIn, 'dose' | 'water'>): number | null {
  const { dose, water } = checkIn;
  return dose !== null && water !== null && dose > 0 && water > 0 ? water / dose : null;
}
