import { listing, stars } from './numbers';
import { likes, lovedNotes, type TasteProfile } from './taste-profile';
import type { CoffeeProfile } from './types';

// The one-line `reason` of a recommended coffee, by what put it on the list.

/** Collaborative: the person's own coffee that pulled it in most. */
export function peopleWhoRatedReason(coffeeName: string, rating: number): string {
  return `People who rated ${coffeeName} ${stars(rating)} loved this`;
}

/** Content: what of the coffee the person likes, notes first; null when nothing matches. */
export function matchesTasteReason(taste: TasteProfile, profile: CoffeeProfile): string | null {
  const notes = lovedNotes(taste, profile.notes).slice(0, 2);
  if (notes.length > 0) return `Matches your love of ${listing(notes)} notes`;
  if (likes(taste, 'origin', profile.origin)) return `Matches your taste for coffees from ${profile.origin}`;
  if (likes(taste, 'process', profile.process))
    return `Matches your taste for ${profile.process!.toLowerCase()}-process coffees`;
  if (likes(taste, 'roast', profile.roastLevel))
    return `Matches your taste for ${profile.roastLevel!.toLowerCase()} roasts`;
  return null;
}

/** Neither: the community's opinion. */
export function communityReason(profile: CoffeeProfile): string {
  const count = profile.ratingsCount === 1 ? '1 rating' : `${profile.ratingsCount} ratings`;
  return `Well rated by the community: ${stars(profile.averageRating)} from ${count}`;
}

/** Cold start: popular in the person's method, or overall when `method` is null. */
export function coldStartReason(method: string | null): string {
  return method
    ? `Well rated by the community for ${method}`
    : 'Among the best rated coffees in the community';
}
