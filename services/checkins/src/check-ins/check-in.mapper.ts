import type { CheckInState } from '@crema/contracts/checkins/events';
import type { CheckInEntity } from './entities/check-in.entity';

/** Coordinates kept to 3 decimals, about 100 m: enough for "nearby", not enough to find a home. */
export function roundCoordinate(value: number): number {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** The full state carried by checkin.created/updated. */
export function toCheckInState(entity: CheckInEntity): CheckInState {
  return {
    id: entity.id,
    userId: entity.userId,
    coffeeName: entity.coffeeName,
    roaster: entity.roaster,
    location: entity.location,
    brewMethod: entity.brewMethod,
    roastLevel: entity.roastLevel,
    coffeeType: entity.coffeeType,
    rating: entity.rating,
    tastingNotes: entity.tastingNotes,
    notes: entity.notes,
    photoUrl: entity.photoUrl,
    brewDetails: entity.brewDetails,
    latitude: entity.latitude,
    longitude: entity.longitude,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
    hidden: entity.hidden,
  };
}
