import { z } from 'zod';
import { NAME_MAX } from './check-in';

/**
 * Coffee, roaster and café pages (issue 15 item 6, ADR 0017). A page is reached from a search
 * result, so its id is the result's: a coffee and a café by their aggregates row (`coffees.id`,
 * `places.id`), a roaster by its key (the normalised name: a catalogued roaster nobody checked in
 * yet has no aggregates row, and the key is what both share). Every count, rating and note is made
 * of the check-ins the viewer may see in discover (ADR 0005); catalogue facts are public.
 */
const positiveId = (what: string) =>
  z.coerce
    .number({ error: `${what} id must be a number` })
    .int(`${what} id must be a whole number`)
    .positive(`${what} id must be positive`)
    .max(2 ** 31 - 1, `${what} id is too large`);

export const coffeePageParams = z.object({ id: positiveId('coffee') });
export type CoffeePageParams = z.output<typeof coffeePageParams>;
export const cafePageParams = z.object({ id: positiveId('café') });
export type CafePageParams = z.output<typeof cafePageParams>;

/** A roaster's name is at most NAME_MAX characters, so is its key. */
export const ROASTER_ID_MAX = NAME_MAX;
/** The longest a roaster id may be in a URL: every character 4 UTF-8 bytes, each byte `%XX`. */
export const ROASTER_ID_MAX_ENCODED = ROASTER_ID_MAX * 12;
/** A roaster's key as search answers it (any spelling of the name finds the same roaster). */
export const roasterIdSchema = z
  .string()
  .trim()
  .min(1, 'roaster id is required')
  .max(ROASTER_ID_MAX, `roaster id is at most ${ROASTER_ID_MAX} characters`)
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]+$/, 'roaster id holds characters a name cannot');
export const roasterPageParams = z.object({ id: roasterIdSchema });
export type RoasterPageParams = z.output<typeof roasterPageParams>;

const count = z.number().int().nonnegative();

/** How many visible check-ins gave each number of stars, 1 to 5 (index 0 is one star). */
export const ratingDistributionSchema = z.array(count).length(5);

/** A tasting note of the community, most noted first; `onBag` when the roaster's bag names it too. */
export const communityNoteSchema = z.object({
  name: z.string(),
  count: count.min(1),
  onBag: z.boolean(),
});
export type CommunityNote = z.infer<typeof communityNoteSchema>;

/** Someone the viewer follows who had it (in a check-in the viewer may see). */
export const pageFriendSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
});
export type PageFriend = z.infer<typeof pageFriendSchema>;

/** What the community's visible check-ins say: shared by the three pages. */
export const communityStatsSchema = z.object({
  checkInsCount: count,
  /** Mean rating, one decimal; 0 when nobody visible rated it. */
  avgRating: z.number().min(0).max(5),
  ratingDistribution: ratingDistributionSchema,
  tastingNotes: z.array(communityNoteSchema),
  /** At most FRIENDS_SHOWN, alphabetical; `friendsCount` says how many in all. */
  friends: z.array(pageFriendSchema),
  friendsCount: count,
});
export type CommunityStats = z.infer<typeof communityStatsSchema>;
export const NOTES_SHOWN = 12;
export const FRIENDS_SHOWN = 12;

/** The admin catalogue's bag of a coffee. */
export const catalogueBagSchema = z.object({
  id: z.number().int().positive(),
  imageUrl: z.string().nullable(),
  origin: z.string().nullable(),
  processingMethod: z.string().nullable(),
  roastLevel: z.string().nullable(),
  /** The roaster's notes from the bag. */
  flavorNotes: z.array(z.string()),
});
export type CatalogueBag = z.infer<typeof catalogueBagSchema>;

/** The admin catalogue's roaster. */
export const catalogueRoasterSchema = z.object({
  location: z.string().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type CatalogueRoaster = z.infer<typeof catalogueRoasterSchema>;

/** GET /api/coffees/{id} */
export const coffeePageSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  roaster: z.string(),
  roasterId: z.string(),
  bag: catalogueBagSchema.nullable(),
  roasterCatalogue: catalogueRoasterSchema.nullable(),
  /** The bag's notes nobody noted in a visible check-in. */
  bagNotesUnnoticed: z.array(z.string()),
  stats: communityStatsSchema,
});
export type CoffeePage = z.infer<typeof coffeePageSchema>;

/** A coffee of a roaster's page, most checked in first. */
export const roasterCoffeeSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  checkInsCount: count,
  avgRating: z.number().min(0).max(5),
});
export const ROASTER_COFFEES_SHOWN = 20;

/** GET /api/roasters/{id} */
export const roasterPageSchema = z.object({
  id: z.string(),
  name: z.string(),
  catalogue: catalogueRoasterSchema.nullable(),
  coffees: z.array(roasterCoffeeSchema),
  stats: communityStatsSchema,
});
export type RoasterPage = z.infer<typeof roasterPageSchema>;

/** GET /api/cafes/{id} */
export const cafePageSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  stats: communityStatsSchema,
});
export type CafePage = z.infer<typeof cafePageSchema>;

export { coffeePagePaths } from './coffee-page-paths';
