import { placeLabel } from './nearest-place';

describe('placeLabel', () => {
  const cafe = { id: 1, name: 'Blue Bottle', distanceM: 40 };
  const city = { name: 'Oakland', country: 'US', distanceKm: 1.2 };

  it('names the café and its city, the city alone, or nothing', () => {
    expect(placeLabel({ cafe, city })).toBe('Near Blue Bottle, Oakland');
    expect(placeLabel({ cafe: { ...cafe, name: 'Blue Bottle, Oakland' }, city })).toBe(
      'Near Blue Bottle, Oakland',
    );
    expect(placeLabel({ cafe, city: null })).toBe('Near Blue Bottle');
    expect(placeLabel({ cafe: null, city })).toBe('Near Oakland');
    expect(placeLabel({ cafe: null, city: null })).toBeNull();
    expect(placeLabel(undefined)).toBeNull();
  });
});
