import type { CheckInState } from '@crema/contracts/checkins/events';
import { coffeeKey, normalizedKey, roasterKey } from '@crema/contracts/coffee/coffee-key';

/** What insights keeps of one check-in: the fields badges, stats and recommendations read. */
export interface CheckInFact {
  checkInId: number;
  userId: number;
  coffeeKey: string;
  coffeeName: string;
  roaster: string;
  roasterKey: string;
  brewMethod: string;
  roastLevel: string | null;
  process: string | null;
  origin: string | null;
  originKey: string | null;
  placeKey: string | null;
  rating: number;
  tastingNotes: string[];
  dose: number | null;
  water: number | null;
  waterTemp: number | null;
  grind: number | null;
  /** Dose, water, temperature, grind and brew time all given (the "Brew Scientist" badges). */
  detailed: boolean;
  /** An espresso with its yield and pressure (the "Home Barista" badges). */
  espressoDetailed: boolean;
  /** Hidden by moderation: counted in stats and badges, kept out of the public model (ADR 0013). */
  hidden: boolean;
  createdAt: Date;
  /** The check-in's own time of this state: an older state never overwrites a newer one. */
  updatedAt: Date;
}

const nonBlank = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
};

export function toCheckInFact(checkIn: CheckInState): CheckInFact {
  const details = checkIn.brewDetails ?? {};
  const origin = nonBlank(details.coffeeOrigin);
  const place = nonBlank(checkIn.location);
  return {
    checkInId: checkIn.id,
    userId: checkIn.userId,
    coffeeKey: coffeeKey(checkIn.coffeeName, checkIn.roaster),
    coffeeName: checkIn.coffeeName.trim(),
    roaster: checkIn.roaster.trim(),
    roasterKey: roasterKey(checkIn.roaster),
    brewMethod: checkIn.brewMethod,
    roastLevel: checkIn.roastLevel,
    process: details.processingMethod ?? null,
    origin,
    originKey: origin ? normalizedKey(origin) : null,
    placeKey: place ? normalizedKey(place) : null,
    rating: checkIn.rating,
    tastingNotes: checkIn.tastingNotes,
    dose: details.dose ?? null,
    water: details.water ?? null,
    waterTemp: details.waterTemp ?? null,
    grind: details.grindSizeNumeric ?? null,
    detailed:
      details.dose !== undefined &&
      details.water !== undefined &&
      details.waterTemp !== undefined &&
      details.grindSizeNumeric !== undefined &&
      details.brewTime !== undefined,
    espressoDetailed:
      checkIn.brewMethod === 'Espresso' &&
      details.totalBrewWeight !== undefined &&
      details.pressure !== undefined,
    hidden: checkIn.hidden,
    createdAt: new Date(checkIn.createdAt),
    updatedAt: new Date(checkIn.updatedAt),
  };
}
