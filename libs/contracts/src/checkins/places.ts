import { z } from 'zod';

/**
 * "Use my location" names the nearest known place (ADR 0020): a café Crema's check-ins know within
 * NEAREST_CAFE_RADIUS_M, else a city of the bundled list within NEAREST_CITY_RADIUS_KM, else nothing
 * (the web shows the rounded coordinates). Offline: no third-party geocoder is asked.
 */
export const NEAREST_CAFE_RADIUS_M = 300;
export const NEAREST_CITY_RADIUS_KM = 30;

function coordinate(name: string, limit: number) {
  return z.coerce
    .number({ error: `${name} must be a number` })
    .refine(Number.isFinite, `${name} must be a number`)
    .pipe(
      z
        .number()
        .min(-limit, `${name} must be between -${limit} and ${limit}`)
        .max(limit, `${name} must be between -${limit} and ${limit}`),
    );
}

/** GET /api/places/nearest?lat=…&lng=… */
export const nearestPlaceQuery = z.object({
  lat: z.preprocess((value) => (value === '' ? undefined : value), coordinate('lat', 90)),
  lng: z.preprocess((value) => (value === '' ? undefined : value), coordinate('lng', 180)),
});
export type NearestPlaceQuery = z.output<typeof nearestPlaceQuery>;

export const nearestCafeSchema = z.object({
  /** The id of its page (`/cafes/{id}`). */
  id: z.number().int().positive(),
  name: z.string(),
  distanceM: z.number().int().nonnegative(),
});

export const nearestCitySchema = z.object({
  name: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().length(2),
  distanceKm: z.number().nonnegative(),
});

/** Both may be there ("Near Blue Bottle, Oakland"); the café wins when naming the place. */
export const nearestPlaceSchema = z.object({
  cafe: nearestCafeSchema.nullable(),
  city: nearestCitySchema.nullable(),
});
export type NearestPlace = z.infer<typeof nearestPlaceSchema>;
export type NearestCafe = z.infer<typeof nearestCafeSchema>;
export type NearestCity = z.infer<typeof nearestCitySchema>;
