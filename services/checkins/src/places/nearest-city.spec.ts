import { CityIndex, distanceKm, parseCities, worldCities } from './nearest-city';
import { WORLD_CITIES } from './world-cities';

describe('nearest city', () => {
  it('parses every line of the bundled list into a valid city', () => {
    const cities = parseCities(WORLD_CITIES);
    expect(cities.length).toBeGreaterThan(500);
    for (const city of cities) {
      expect(city.name).not.toBe('');
      expect(city.country).toMatch(/^[A-Z]{2}$/);
      expect(Math.abs(city.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(city.lng)).toBeLessThanOrEqual(180);
    }
  });

  it('measures great-circle distances', () => {
    expect(distanceKm(52.52, 13.4, 48.14, 11.58)).toBeCloseTo(504, -1); // Berlin–Munich
    expect(distanceKm(0, 179.9, 0, -179.9)).toBeLessThan(23);
  });

  it('names the nearest city within the radius, and none beyond it', () => {
    const index = worldCities();
    expect(index.nearest(37.8044, -122.2712, 30)?.city.name).toBe('Oakland');
    expect(index.nearest(52.5, 13.45, 30)?.city.name).toBe('Berlin');
    expect(index.nearest(-37.8, 144.95, 30)?.city.name).toBe('Melbourne');
    expect(index.nearest(0, -30, 30)).toBeNull(); // mid-Atlantic
  });

  it('looks across a band boundary', () => {
    const index = new CityIndex([{ name: 'North', country: 'XX', lat: 10.05, lng: 0 }]);
    expect(index.nearest(9.95, 0, 30)?.city.name).toBe('North');
  });
});
