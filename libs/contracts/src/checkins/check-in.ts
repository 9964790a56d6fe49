import { z } from 'zod';
import { BREW_METHODS, COFFEE_TYPES, ROAST_LEVELS, TASTING_NOTES } from '../coffee/options';
import { brewDetailsSchema } from './brew-details';

/**
 * The check-in as written by its owner (SPEC §3, §5). The web form, the gateway and the checkins
 * service validate with these very schemas.
 */
export const COFFEE_NAME_MIN = 2;
export const NAME_MAX = 120;
export const LOCATION_MAX = 120;
export const NOTES_MAX = 2000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Optional text: trimmed, and '' (an emptied form field) means "none". */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `Choose a ${label} from the list` }).nullish().transform((value) => value ?? null);

export const ratingSchema = z
  .number({ error: 'Rating is required' })
  .int('Rating must be a whole number of stars')
  .min(RATING_MIN, 'Please rate the coffee from 1 to 5 stars')
  .max(RATING_MAX, 'Please rate the coffee from 1 to 5 stars');

export const tastingNotesSchema = z
  .array(z.enum(TASTING_NOTES, { error: 'Choose tasting notes from the list' }))
  .max(TASTING_NOTES.length)
  .refine((notes) => new Set(notes).size === notes.length, 'Tasting notes must not repeat');

/** Coordinates the browser offered (only when the user allowed it); the service rounds them to ~100 m. */
export const coordinatesSchema = z.object({
  latitude: z.number({ error: 'Latitude must be a number' }).min(-90).max(90),
  longitude: z.number({ error: 'Longitude must be a number' }).min(-180).max(180),
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

const checkInShape = {
  coffeeName: z
    .string({ error: 'Coffee name is required' })
    .trim()
    .min(COFFEE_NAME_MIN, 'Coffee name is required')
    .max(NAME_MAX, `Coffee name must be at most ${NAME_MAX} characters`),
  roaster: z
    .string({ error: 'Roaster name is required' })
    .trim()
    .min(COFFEE_NAME_MIN, 'Roaster name is required')
    .max(NAME_MAX, `Roaster name must be at most ${NAME_MAX} characters`),
  location: optionalText(LOCATION_MAX, 'Location'),
  brewMethod: z.enum(BREW_METHODS, { error: 'Brew method is required' }),
  roastLevel: optionalChoice(ROAST_LEVELS, 'roast level'),
  coffeeType: optionalChoice(COFFEE_TYPES, 'coffee type'),
  rating: ratingSchema,
  tastingNotes: tastingNotesSchema.default([]),
  notes: optionalText(NOTES_MAX, 'Notes'),
  brewDetails: brewDetailsSchema.nullish().transform((details) => details ?? null),
  coordinates: coordinatesSchema.nullish().transform((coordinates) => coordinates ?? null),
};

/** Body of a new check-in (the multipart fields of POST /api/check-ins, decoded; the photo travels apart). */
export const createCheckInBody = z.object(checkInShape).strict();
export type CreateCheckInBody = z.input<typeof createCheckInBody>;
export type CheckInFields = z.output<typeof createCheckInBody>;

/** PATCH /api/check-ins/{id}: any subset of the fields; null clears an optional one. */
export const updateCheckInBody = z
  .object({
    coffeeName: checkInShape.coffeeName,
    roaster: checkInShape.roaster,
    location: checkInShape.location,
    brewMethod: checkInShape.brewMethod,
    roastLevel: checkInShape.roastLevel,
    coffeeType: checkInShape.coffeeType,
    rating: checkInShape.rating,
    tastingNotes: tastingNotesSchema,
    notes: checkInShape.notes,
    brewDetails: checkInShape.brewDetails,
  })
  .partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, 'Send at least one field to change');
export type UpdateCheckInBody = z.input<typeof updateCheckInBody>;
export type CheckInChanges = z.output<typeof updateCheckInBody>;

export const checkInIdSchema = z.coerce
  .number({ error: 'Check-in id must be a number' })
  .int('Check-in id must be a whole number')
  .positive('Check-in id must be positive')
  .max(2 ** 31 - 1, 'No such check-in');
export const checkInIdParams = z.object({ id: checkInIdSchema });

/** A check-in as a card shows it (SPEC §3 "Check-in as shown on a card"), for one viewer. */
export const checkInCardSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  username: z.string(),
  userAvatar: z.string().nullable(),
  timestamp: z.iso.datetime(),
  location: z.string().nullable(),
  /** Full-size photo (at most 2048 px) and the small one the feed shows. */
  photo: z.string().nullable(),
  photoThumbnail: z.string().nullable(),
  coffeeName: z.string(),
  roaster: z.string(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  brewMethod: z.string(),
  roastLevel: z.string().nullable(),
  coffeeType: z.string().nullable(),
  tastingNotes: z.array(z.string()),
  notes: z.string().nullable(),
  likesCount: z.number().int().nonnegative(),
  commentsCount: z.number().int().nonnegative(),
  isLiked: z.boolean(),
  isSaved: z.boolean(),
  brewDetails: brewDetailsSchema.nullable(),
  /** Only on the nearby filter: how far from the point asked about, in km. */
  distanceKm: z.number().nonnegative().optional(),
});
export type CheckInCard = z.infer<typeof checkInCardSchema>;

export const likeStateSchema = z.object({ isLiked: z.boolean(), likesCount: z.number().int().nonnegative() });
export type LikeState = z.infer<typeof likeStateSchema>;
export const saveStateSchema = z.object({ isSaved: z.boolean() });
export type SaveState = z.infer<typeof saveStateSchema>;

/** Photo upload limits (ARCHITECTURE §5): bytes sniffed as JPEG, PNG or WebP, at most 10 MB. */
export const PHOTO_FIELD = 'photo';
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_PX = 2048;
export const PHOTO_THUMBNAIL_PX = 640;
