import type { MeasurementUnit } from '@crema/contracts/coffee/options';

export type { MeasurementUnit };
/** What a brew number measures. Stored always in metric (g, ml, °C), so ratios and stats compare. */
export type Quantity = 'weight' | 'volume' | 'temperature';

interface Unit {
  symbol: string;
  fromMetric: (value: number) => number;
  toMetric: (value: number) => number;
  /** Decimals shown and typed in this unit. */
  decimals: number;
}

const GRAMS_PER_OUNCE = 28.349523125;
/** US customary fluid ounce. */
const MILLILITRES_PER_FLUID_OUNCE = 29.5735295625;

const same = (value: number) => value;
const metric = (symbol: string, decimals: number): Unit => ({
  symbol,
  fromMetric: same,
  toMetric: same,
  decimals,
});

const UNITS: Readonly<Record<MeasurementUnit, Readonly<Record<Quantity, Unit>>>> = {
  metric: { weight: metric('g', 1), volume: metric('ml', 0), temperature: metric('°C', 0) },
  imperial: {
    weight: {
      symbol: 'oz',
      fromMetric: (g) => g / GRAMS_PER_OUNCE,
      toMetric: (oz) => oz * GRAMS_PER_OUNCE,
      decimals: 2,
    },
    volume: {
      symbol: 'fl oz',
      fromMetric: (ml) => ml / MILLILITRES_PER_FLUID_OUNCE,
      toMetric: (flOz) => flOz * MILLILITRES_PER_FLUID_OUNCE,
      decimals: 1,
    },
    temperature: {
      symbol: '°F',
      fromMetric: (c) => (c * 9) / 5 + 32,
      toMetric: (f) => ((f - 32) * 5) / 9,
      decimals: 0,
    },
  },
};

/** The stored precision (the contract's): dose and yield to 0.1 g, water in whole ml, whole °C. */
const STORED_DECIMALS: Readonly<Record<Quantity, number>> = { weight: 1, volume: 0, temperature: 0 };

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export function unitSymbol(system: MeasurementUnit, quantity: Quantity): string {
  return UNITS[system][quantity].symbol;
}

/** The smallest step an input of this quantity takes in this system (0.1 g, 0.01 oz, 1 °F…). */
export function unitStep(system: MeasurementUnit, quantity: Quantity): number {
  return 10 ** -UNITS[system][quantity].decimals;
}

/** A typed value in the person's unit, as stored: metric at the contract's precision. */
export function toMetric(system: MeasurementUnit, quantity: Quantity, value: number): number {
  return round(UNITS[system][quantity].toMetric(value), STORED_DECIMALS[quantity]);
}

/** A stored metric value in the person's unit, rounded to what that unit shows. */
export function fromMetric(system: MeasurementUnit, quantity: Quantity, value: number): number {
  const unit = UNITS[system][quantity];
  return round(unit.fromMetric(value), unit.decimals);
}

/** A stored metric value for reading: "18 g", "0.63 oz", "201 °F". */
export function formatMeasure(system: MeasurementUnit, quantity: Quantity, value: number): string {
  return `${fromMetric(system, quantity, value)} ${unitSymbol(system, quantity)}`;
}
