import { Injectable } from '@nestjs/common';
import {
  NEAREST_CAFE_RADIUS_M,
  NEAREST_CITY_RADIUS_KM,
  type NearestPlace,
} from '@crema/contracts/checkins/places';
import type { Viewer } from '@crema/contracts/common/rpc';
import { worldCities } from './nearest-city';
import { PlacesRepository } from './places.repository';

/**
 * "Use my location" (ADR 0020): the nearest café among the check-ins the viewer may see, and the
 * nearest city of the bundled list; offline, no geocoder is asked.
 */
@Injectable()
export class PlacesService {
  constructor(private readonly places: PlacesRepository) {}

  async nearest(viewer: Viewer, lat: number, lng: number): Promise<NearestPlace> {
    const cafe = await this.places.nearestCafe(viewer?.userId ?? null, lat, lng, NEAREST_CAFE_RADIUS_M);
    const city = worldCities().nearest(lat, lng, NEAREST_CITY_RADIUS_KM);
    return {
      cafe: cafe ? { id: cafe.id, name: cafe.name, distanceM: cafe.distance_m } : null,
      city: city
        ? {
            name: city.city.name,
            country: city.city.country,
            distanceKm: Math.round(city.distanceKm * 10) / 10,
          }
        : null,
    };
  }
}
