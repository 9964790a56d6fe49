import type { CheckInState } from '@crema/contracts/checkins/events';
import type { UserProfile } from '@crema/contracts/identity/user';

let nextId = 1;

/**
 * The state a checkin.created event carries: a new check-in of `userId`, `minute` minutes into
 * 1 November 2026 (UTC), of a coffee of its own unless `overrides` name one.
 */
export function checkIn(userId: number, minute: number, overrides: Partial<CheckInState> = {}): CheckInState {
  const at = new Date(Date.UTC(2026, 10, 1, 8, minute)).toISOString();
  return {
    id: nextId++,
    userId,
    coffeeName: `Coffee ${nextId}`,
    roaster: 'Roaster',
    location: null,
    brewMethod: 'Pour Over',
    roastLevel: null,
    coffeeType: null,
    rating: 4,
    tastingNotes: [],
    notes: null,
    photoUrl: null,
    brewDetails: null,
    latitude: null,
    longitude: null,
    createdAt: at,
    updatedAt: at,
    hidden: false,
    ...overrides,
  };
}

/** The profile a user.registered or user.updated event carries. */
export function userProfile(id: number, profileVisibility: UserProfile['profileVisibility']): UserProfile {
  return { id, username: `u${id}`, avatarUrl: null, bio: null, profileVisibility, shareCheckIns: true };
}
