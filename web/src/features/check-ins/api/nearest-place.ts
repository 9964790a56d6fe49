import { nearestPlaceSchema, type NearestPlace } from '@crema/contracts/checkins/places';
import type { Coordinates } from '@crema/contracts/checkins/check-in';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** Places do not move: a position's name is asked once per session. */
const NEAREST_STALE_TIME_MS = Infinity;

/** GET /api/places/nearest: the café (within 300 m) and city (within 30 km) nearest to a point. */
export function getNearestPlace({ latitude, longitude }: Coordinates): Promise<NearestPlace> {
  const params = new URLSearchParams({ lat: String(latitude), lng: String(longitude) });
  return apiJson('GET', `/api/places/nearest?${params.toString()}`, nearestPlaceSchema);
}

export function useNearestPlace(coordinates: Coordinates | null) {
  return useQuery(
    queryOptions({
      queryKey: ['/api/places/nearest', coordinates?.latitude, coordinates?.longitude] as const,
      queryFn: () => getNearestPlace(coordinates as Coordinates),
      enabled: coordinates !== null,
      staleTime: NEAREST_STALE_TIME_MS,
      retry: false,
    }),
  );
}

/** "Near Blue Bottle, Oakland", "Near Berlin", or null when nothing known is that near. */
export function placeLabel(place: NearestPlace | undefined): string | null {
  if (!place) return null;
  if (place.cafe && place.city && !place.cafe.name.toLowerCase().includes(place.city.name.toLowerCase()))
    return `Near ${place.cafe.name}, ${place.city.name}`;
  if (place.cafe) return `Near ${place.cafe.name}`;
  if (place.city) return `Near ${place.city.name}`;
  return null;
}
