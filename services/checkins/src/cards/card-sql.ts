import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import type { BrewDetails } from '@crema/contracts/checkins/brew-details';

/**
 * The columns of a card, for one viewer whose id is the query's `$1` (null for a guest). Every
 * query using it aliases `checkins.check_ins` as `c` and LEFT JOINs `checkins.authors` as `a`.
 * Pure SQL text, shared by the service and the benchmark's bare server. `isLiked`/`isSaved` are
 * scalar subqueries with LIMIT (one primary-key probe per card): an EXISTS may be planned as a hash
 * of all the viewer's likes, which grows with the viewer's history.
 */
export const CARD_COLUMNS = `c.id, c.user_id, COALESCE(a.username, '') AS username, a.avatar_url,
  c.created_at, c.location, c.photo_url, c.photo_thumbnail_url, c.coffee_name, c.roaster, c.rating,
  c.brew_method, c.roast_level, c.coffee_type, c.tasting_notes, c.notes, c.likes_count, c.comments_count,
  c.brew_details,
  COALESCE((SELECT true FROM checkins.likes l
    WHERE l.check_in_id = c.id AND l.user_id = $1::int LIMIT 1), false) AS is_liked,
  COALESCE((SELECT true FROM checkins.saved_check_ins s
    WHERE s.user_id = $1::int AND s.check_in_id = c.id LIMIT 1), false) AS is_saved`;

/** The FROM clause every card query starts with. */
export const CARD_FROM = `checkins.check_ins c LEFT JOIN checkins.authors a ON a.id = c.user_id`;

/**
 * CARD_FROM for a query picking its check-ins from a list of ids: the author's row is one
 * primary-key probe per card (LIMIT 1 keeps the planner from flattening it into a join). A plain join
 * there may be planned as a hash of every author, whose cost grows with the users (measured: 1.8 ms
 * of a 2 ms page at 10,000 users).
 */
export const CARD_FROM_PROBING_AUTHORS = `checkins.check_ins c LEFT JOIN LATERAL (
    SELECT a.username, a.avatar_url, a.profile_visibility, a.share_check_ins
    FROM checkins.authors a WHERE a.id = c.user_id LIMIT 1
  ) a ON true`;

export interface CardRow {
  id: number;
  user_id: number;
  username: string;
  avatar_url: string | null;
  created_at: Date | string;
  location: string | null;
  photo_url: string | null;
  photo_thumbnail_url: string | null;
  coffee_name: string;
  roaster: string;
  rating: number;
  brew_method: string;
  roast_level: string | null;
  coffee_type: string | null;
  tasting_notes: string[];
  notes: string | null;
  likes_count: number;
  comments_count: number;
  brew_details: BrewDetails | null;
  is_liked: boolean;
  is_saved: boolean;
  /** Only on the nearby filter. */
  distance_km?: number | null;
}

const DISTANCE_DECIMALS = 1000;

/** A card row as the contract's card (pure; the benchmark's bare server maps rows the same way). */
export function cardFromRow(row: CardRow): CheckInCard {
  const card: CheckInCard = {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    userAvatar: row.avatar_url,
    timestamp: (row.created_at instanceof Date ? row.created_at : new Date(row.created_at)).toISOString(),
    location: row.location,
    photo: row.photo_url,
    photoThumbnail: row.photo_thumbnail_url,
    coffeeName: row.coffee_name,
    roaster: row.roaster,
    rating: row.rating,
    brewMethod: row.brew_method,
    roastLevel: row.roast_level,
    coffeeType: row.coffee_type,
    tastingNotes: row.tasting_notes,
    notes: row.notes,
    likesCount: row.likes_count,
    commentsCount: row.comments_count,
    isLiked: row.is_liked,
    isSaved: row.is_saved,
    brewDetails: row.brew_details ?? null,
  };
  if (row.distance_km !== undefined && row.distance_km !== null) {
    card.distanceKm = Math.round(Number(row.distance_km) * DISTANCE_DECIMALS) / DISTANCE_DECIMALS;
  }
  return card;
}
