// The engine's inputs. The service builds them from its projection of check-in facts (only publicly
// shareable check-ins, plus the person's own); the engine never reads anything itself.

import type { CoffeeStrength, MeasurementUnit } from '@crema/contracts/coffee/options';

/** One coffee as the community knows it: key = normalized name + roaster. */
export interface CoffeeProfile {
  key: string;
  name: string;
  roaster: string;
  /** Most common among its check-ins. */
  roastLevel: string | null;
  /** Most common coffeeOrigin. */
  origin: string | null;
  /** Most common processingMethod. */
  process: string | null;
  /** Most common brew method. */
  brewMethod: string;
  /** Most frequent tasting notes, most frequent first (at most 4). */
  notes: string[];
  /** Over public check-ins. */
  averageRating: number;
  ratingsCount: number;
}

/** A rating for the item model: a person's average rating of a coffee. */
export interface Rating {
  userId: number;
  coffeeKey: string;
  rating: number;
}

/** A neighbour of a coffee in the item model, best first. */
export interface Neighbour {
  key: string;
  score: number;
}

/** One of the person's own check-ins (all privacy levels; it is their own data). */
export interface PersonCheckIn {
  coffeeKey: string;
  coffeeName: string;
  roaster: string;
  rating: number;
  brewMethod: string;
  roastLevel: string | null;
  origin: string | null;
  process: string | null;
  notes: string[];
  dose: number | null;
  water: number | null;
  waterTemp: number | null;
  grindSizeNumeric: number | null;
  createdAt: Date;
}

export interface PersonProfile {
  checkIns: PersonCheckIn[];
  /** Their settings' default brew method, for cold start. */
  preferredBrewMethod: string | null;
  /** Their settings' coffee strength, for ratio advice (none in offline evaluations). */
  strength?: CoffeeStrength | undefined;
  /** The unit their temperatures are written in (metric when not given). */
  unit?: MeasurementUnit | undefined;
}
