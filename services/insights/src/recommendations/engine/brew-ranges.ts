import type { MeasurementUnit } from '@crema/contracts/coffee/options';
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

/** A stored (°C) temperature as the person reads it, rounded: 94 → "94" or, imperial, "201". */
export function temperatureNumber(celsius: number, unit: MeasurementUnit): string {
  return String(Math.round(unit === 'imperial' ? (celsius * 9) / 5 + 32 : celsius));
}

/** "94°C" or "201°F". */
export function temperatureText(celsius: number, unit: MeasurementUnit): string {
  return `${temperatureNumber(celsius, unit)}°${unit === 'imperial' ? 'F' : 'C'}`;
}

/** "92–95°C" or "198–203°F". */
export function temperatureRange(low: number, high: number, unit: MeasurementUnit): string {
  return `${temperatureNumber(low, unit)}–${temperatureText(high, unit)}`;
}

/**
 * Water temperature ranges (bounds in °C, labels in the person's unit), in order; 88 is in 88–92,
 * 92 and 96 in 92–96.
 */
export function temperatureRanges(unit: MeasurementUnit): BrewRange[] {
  return [
    { label: `<${temperatureText(88, unit)}`, contains: (temperature) => temperature < 88 },
    { label: temperatureRange(88, 92, unit), contains: (temperature) => temperature >= 88 && temperature < 92 },
    { label: temperatureRange(92, 96, unit), contains: (temperature) => temperature >= 92 && temperature <= 96 },
    { label: `>${temperatureText(96, unit)}`, contains: (temperature) => temperature > 96 },
  ];
}

/** Water ÷ dose, when both were logged and positive. */
export function brewRatio(checkIn: Pick<PersonCheckIn, 'dose' | 'water'>): number | null {
  const { dose, water } = checkIn;
  return dose !== null && water !== null && dose > 0 && water > 0 ? water / dose : null;
}
