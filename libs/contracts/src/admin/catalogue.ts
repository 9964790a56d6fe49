import { z } from 'zod';
import { pageQuery } from '../common/page';
import { PROCESSING_METHODS, ROAST_LEVELS } from '../coffee/options';

/** The roaster and coffee-bag catalogue (SPEC §3 roasters, coffee_bags) that admins keep. */
export const ROASTER_NAME_MAX = 120;
export const CATALOGUE_TEXT_MAX = 200;
export const CATALOGUE_DESCRIPTION_MAX = 2000;
export const CATALOGUE_LIST_MAX = 20;

/** Optional text: blank becomes null. */
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((text) => (text ? text : null));

const mediaUrl = z.string().startsWith('/media/').max(300);

const webUrl = z
  .string()
  .trim()
  .max(300, 'Website must be at most 300 characters')
  .nullish()
  .transform((text) => (text ? text : null))
  .refine(
    (text) => text === null || /^https?:\/\/[^\s]+$/i.test(text),
    'Website must start with http:// or https://',
  );

const textList = (label: string) =>
  z
    .array(z.string().trim().min(1).max(60, `Each of ${label} must be at most 60 characters`), {
      error: `${label} must be a list`,
    })
    .max(CATALOGUE_LIST_MAX, `At most ${CATALOGUE_LIST_MAX} ${label}`)
    .default([]);

export const roasterSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  coffeeBagsCount: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Roaster = z.infer<typeof roasterSchema>;

export const createRoasterBody = z
  .object({
    name: z
      .string({ error: 'Please enter a roaster name' })
      .trim()
      .min(1, 'Please enter a roaster name')
      .max(ROASTER_NAME_MAX, `Roaster name must be at most ${ROASTER_NAME_MAX} characters`),
    location: optionalText(CATALOGUE_TEXT_MAX, 'Location'),
    website: webUrl,
    description: optionalText(CATALOGUE_DESCRIPTION_MAX, 'Description'),
    logoUrl: mediaUrl.nullish().transform((url) => url ?? null),
  })
  .strict();
export type CreateRoasterBody = z.input<typeof createRoasterBody>;

export const coffeeBagSchema = z.object({
  id: z.number().int().positive(),
  roasterId: z.number().int().positive().nullable(),
  roasterName: z.string().nullable(),
  coffeeName: z.string(),
  brandName: z.string().nullable(),
  origin: z.string().nullable(),
  roastLevel: z.string().nullable(),
  roastDate: z.string().nullable(),
  weight: z.string().nullable(),
  flavorNotes: z.array(z.string()),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  ocrText: z.string().nullable(),
  processingMethod: z.string().nullable(),
  altitude: z.string().nullable(),
  variety: z.string().nullable(),
  producer: z.string().nullable(),
  certifications: z.array(z.string()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CoffeeBag = z.infer<typeof coffeeBagSchema>;

/**
 * POST /api/admin/coffee-bags. The roaster is an existing one (`roasterId`) or a name
 * (`roasterName`: the catalogue's roaster of that name, created when there is none).
 */
export const createCoffeeBagBody = z
  .object({
    roasterId: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1)
      .nullish()
      .transform((id) => id ?? null),
    roasterName: optionalText(ROASTER_NAME_MAX, 'Roaster'),
    coffeeName: z
      .string({ error: 'Coffee name is required' })
      .trim()
      .min(2, 'Coffee name is required')
      .max(CATALOGUE_TEXT_MAX, `Coffee name must be at most ${CATALOGUE_TEXT_MAX} characters`),
    brandName: optionalText(CATALOGUE_TEXT_MAX, 'Brand'),
    origin: optionalText(CATALOGUE_TEXT_MAX, 'Origin'),
    roastLevel: z
      .enum(ROAST_LEVELS, { error: `Roast level must be one of ${ROAST_LEVELS.join(', ')}` })
      .nullish()
      .transform((level) => level ?? null),
    roastDate: optionalText(40, 'Roast date'),
    weight: optionalText(40, 'Weight'),
    flavorNotes: textList('flavour notes'),
    description: optionalText(CATALOGUE_DESCRIPTION_MAX, 'Description'),
    imageUrl: mediaUrl.nullish().transform((url) => url ?? null),
    ocrText: optionalText(10_000, 'OCR text'),
    processingMethod: z
      .enum(PROCESSING_METHODS, { error: `Process must be one of ${PROCESSING_METHODS.join(', ')}` })
      .nullish()
      .transform((method) => method ?? null),
    altitude: optionalText(60, 'Altitude'),
    variety: optionalText(CATALOGUE_TEXT_MAX, 'Variety'),
    producer: optionalText(CATALOGUE_TEXT_MAX, 'Producer'),
    certifications: textList('certifications'),
  })
  .strict();
export type CreateCoffeeBagBody = z.input<typeof createCoffeeBagBody>;

/** Catalogue lists: newest first, optionally filtered by name. */
export const catalogueQuery = pageQuery.extend({
  query: z.string().trim().max(100, 'query must be at most 100 characters').optional(),
});
export type CatalogueQuery = z.output<typeof catalogueQuery>;
