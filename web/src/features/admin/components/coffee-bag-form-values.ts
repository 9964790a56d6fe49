import { createCoffeeBagBody, type CreateCoffeeBagBody } from '@crema/contracts/admin/catalogue';
import type { LabelReading } from '@crema/contracts/admin/label';
import { PROCESSING_METHODS, ROAST_LEVELS } from '@crema/contracts/coffee/options';
import { z } from 'zod';

/** The coffee-bag form as text, one entry per field; lists are comma-separated. */
export const EMPTY_COFFEE_BAG_FORM = {
  coffeeName: '',
  roasterName: '',
  brandName: '',
  origin: '',
  processingMethod: '',
  roastLevel: '',
  roastDate: '',
  weight: '',
  altitude: '',
  variety: '',
  producer: '',
  flavorNotes: '',
  certifications: '',
  description: '',
  imageUrl: '',
  ocrText: '',
};
export type CoffeeBagFormValues = typeof EMPTY_COFFEE_BAG_FORM;

/** Letters and digits only, lower case: 'Medium-Light' and 'medium light' read the same. */
function normalise(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The option a label's text names ('Washed process' → 'Washed', 'medium light roast' →
 * 'Medium-Light'): the longest option the text contains, ignoring case, spaces and dashes; '' for none.
 */
export function matchOption<T extends string>(options: readonly T[], text: string | null): T | '' {
  const needle = normalise(text ?? '');
  if (!needle) return '';
  let best: T | '' = '';
  for (const option of options) {
    if (needle.includes(normalise(option)) && option.length > best.length) best = option;
  }
  return best;
}

/** 'Cherry, jasmine,\nhoney' → ['Cherry', 'jasmine', 'honey']. */
export function splitList(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** What the label reader found, as the review form's starting values (SPEC §4 "review extracted data"). */
export function labelToFormValues({
  extractedData: label,
  imageUrl,
  rawText,
}: LabelReading): CoffeeBagFormValues {
  return {
    ...EMPTY_COFFEE_BAG_FORM,
    coffeeName: label.coffeeName ?? '',
    roasterName: label.roaster ?? '',
    origin: label.origin ?? '',
    processingMethod: matchOption(PROCESSING_METHODS, label.processingMethod),
    roastLevel: matchOption(ROAST_LEVELS, label.roastLevel),
    roastDate: label.roastDate ?? '',
    weight: label.weight ?? '',
    altitude: label.altitude ?? '',
    variety: label.variety ?? '',
    producer: label.producer ?? '',
    flavorNotes: label.flavorNotes.join(', '),
    certifications: label.certifications.join(', '),
    imageUrl,
    ocrText: rawText,
  };
}

const text = z.string();
/** The selects give an option of the list, or '' for none. */
const choice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.union([z.enum(options), z.literal('')]);

/** The form's text read as the contract's body, so the contract's messages show on the form's fields. */
export const coffeeBagFormSchema = z
  .object({
    coffeeName: text,
    roasterName: text,
    brandName: text,
    origin: text,
    processingMethod: choice(PROCESSING_METHODS),
    roastLevel: choice(ROAST_LEVELS),
    roastDate: text,
    weight: text,
    altitude: text,
    variety: text,
    producer: text,
    flavorNotes: text,
    certifications: text,
    description: text,
    imageUrl: text,
    ocrText: text,
  } satisfies Record<keyof CoffeeBagFormValues, z.ZodType>)
  .transform(
    ({
      processingMethod,
      roastLevel,
      flavorNotes,
      certifications,
      imageUrl,
      ...values
    }): CreateCoffeeBagBody => ({
      ...values,
      processingMethod: processingMethod || null,
      roastLevel: roastLevel || null,
      flavorNotes: splitList(flavorNotes),
      certifications: splitList(certifications),
      imageUrl: imageUrl || null,
    }),
  )
  .pipe(createCoffeeBagBody);
export type CoffeeBagFormOutput = z.output<typeof coffeeBagFormSchema>;

/** A catalogue roaster by its name, ignoring case and surrounding spaces. */
export function findRoasterByName<R extends { id: number; name: string }>(
  roasters: readonly R[],
  name: string | null,
): R | undefined {
  const wanted = name?.trim().toLowerCase();
  if (!wanted) return undefined;
  return roasters.find((roaster) => roaster.name.trim().toLowerCase() === wanted);
}

/**
 * The body to send: a roaster picked from the catalogue goes by its id; any other name goes as
 * `roasterName`, which the server matches or adds.
 */
export function withRoasterChoice(
  body: CoffeeBagFormOutput,
  roasters: readonly { id: number; name: string }[],
): CreateCoffeeBagBody {
  const roaster = findRoasterByName(roasters, body.roasterName);
  return roaster ? { ...body, roasterId: roaster.id, roasterName: null } : body;
}
