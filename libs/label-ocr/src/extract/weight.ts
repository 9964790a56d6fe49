// Net weights: "Net wt 340 g / 12 oz", "12 OZ (340g)", "1kg". Metric wins when both are printed.
import type { TextMatch } from './text-match';

const QUANTITY =
  /(?<![\p{L}\p{N}.,])(\d{1,4}(?:[.,]\d{1,2})?)\s?(kg|kilos?|kilograms?|g|gr|grams?|oz|0z|ounces?|lbs?|1b|pounds?)(?![\p{L}\p{N}])/giu;

const UNITS: Record<string, string> = {
  kg: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  g: 'g',
  gr: 'g',
  gram: 'g',
  grams: 'g',
  oz: 'oz',
  '0z': 'oz',
  ounce: 'oz',
  ounces: 'oz',
  lb: 'lb',
  lbs: 'lb',
  '1b': 'lb',
  pound: 'lb',
  pounds: 'lb',
};

/** Every quantity on the line, as "340 g", "1 kg", "12 oz". */
export function findWeights(line: string): TextMatch[] {
  return [...line.matchAll(QUANTITY)].flatMap((match) => {
    const unit = UNITS[(match[2] ?? '').toLowerCase()];
    const amount = Number((match[1] ?? '').replace(',', '.'));
    if (unit === undefined || !(amount > 0)) return [];
    return [{ value: `${amount} ${unit}`, index: match.index, length: match[0].length }];
  });
}

/** The weight a text states, metric first. */
export function weightOf(text: string): string | null {
  const weights = findWeights(text).map((match) => match.value);
  return weights.find((weight) => /\s(?:g|kg)$/.test(weight)) ?? weights[0] ?? null;
}
