import { WORLD_CITIES } from './world-cities';

export interface City {
  name: string;
  country: string;
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function parseCities(text: string): City[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [name = '', country = '', lat = '', lng = ''] = line.split('|');
      return { name, country, lat: Number(lat), lng: Number(lng) };
    });
}

/**
 * The cities in 10°-latitude bands, so a look-up compares a few dozen cities, not all of them (a
 * 30 km radius never reaches past the neighbouring band).
 */
export class CityIndex {
  private readonly bands = new Map<number, City[]>();

  constructor(cities: readonly City[]) {
    for (const city of cities) {
      const band = CityIndex.band(city.lat);
      const list = this.bands.get(band) ?? [];
      list.push(city);
      this.bands.set(band, list);
    }
  }

  private static band(lat: number): number {
    return Math.floor(lat / 10);
  }

  /** The nearest city within `maxKm`, with its distance, or null. */
  nearest(lat: number, lng: number, maxKm: number): { city: City; distanceKm: number } | null {
    let best: { city: City; distanceKm: number } | null = null;
    const band = CityIndex.band(lat);
    for (const candidates of [this.bands.get(band - 1), this.bands.get(band), this.bands.get(band + 1)]) {
      for (const city of candidates ?? []) {
        const km = distanceKm(lat, lng, city.lat, city.lng);
        if (km <= maxKm && (!best || km < best.distanceKm)) best = { city, distanceKm: km };
      }
    }
    return best;
  }
}

let shared: CityIndex | undefined;

/** The bundled list (world-cities.ts), parsed once. */
export function worldCities(): CityIndex {
  shared ??= new CityIndex(parseCities(WORLD_CITIES));
  return shared;
}
