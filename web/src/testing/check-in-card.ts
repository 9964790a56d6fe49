import type { CheckInCard } from '@crema/contracts/checkins/check-in';

/** A check-in card for unit tests: Ana's four-star Kochere, with what the test sets over it. */
export function checkInCard(overrides: Partial<CheckInCard> = {}): CheckInCard {
  return {
    id: 7,
    userId: 1,
    username: 'ana',
    userAvatar: null,
    timestamp: '2026-11-20T08:00:00.000Z',
    location: null,
    photo: null,
    photoThumbnail: null,
    coffeeName: 'Kochere',
    roaster: 'Onyx',
    rating: 4,
    brewMethod: 'V60',
    roastLevel: null,
    coffeeType: null,
    tastingNotes: [],
    notes: null,
    likesCount: 0,
    commentsCount: 0,
    isLiked: false,
    isSaved: false,
    brewDetails: null,
    ...overrides,
  };
}
